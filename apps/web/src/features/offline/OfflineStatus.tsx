import { useEffect, type ReactNode } from 'react';
import { Button, Popover, Stack } from '@mantine/core';
import { IconCloudOff, IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerReachable } from '../../api/reachability.ts';
import { OutboxPanel } from './OutboxPanel.tsx';
import { startOutboxSync } from './sync-triggers.ts';
import { useOutbox, useOutboxSyncing } from './use-outbox.ts';

/** Which of the header's words applies: the most urgent first. */
export type OfflineStatusKind = 'offline' | 'sending' | 'refused' | 'waiting' | 'hidden';

export function offlineStatusKind(input: { isReachable: boolean; isSyncing: boolean; waiting: number; refused: number }): OfflineStatusKind {
  if (!input.isReachable) return 'offline';
  if (input.isSyncing && input.waiting > 0) return 'sending';
  if (input.refused > 0) return 'refused';
  if (input.waiting > 0) return 'waiting';
  return 'hidden';
}

/**
 * Below Mantine's modals (200; popovers default to 300): the Discard confirmation opens from
 * inside the list and must show above it, not hidden behind it.
 */
const OUTBOX_PANEL_Z_INDEX = 190;

/** Between the connection badge and the status under it, inside the 72 px header. */
const STATUS_GAP_PX = 4;

const COLOR_BY_KIND: Record<Exclude<OfflineStatusKind, 'hidden'>, string> = { offline: 'red', sending: 'blue', refused: 'orange', waiting: 'yellow' };

/**
 * The header's word on the outbox (ADR 27): "Offline — n waiting" while the server cannot be
 * reached, "Sending n…" while it is sent, "n to resolve" when the server refused sales. It
 * also starts the sync: mounted with the signed-in cashier shell, it runs for as long as the
 * till sells. A tap opens the list of sales the server does not have.
 */
export interface OfflineStatusProps {
  /** The shell's connection badge: the status sits under it, both right of the toasts' lane. */
  connection?: ReactNode;
}

export function OfflineStatus({ connection = null }: OfflineStatusProps) {
  const { t } = useTranslation();
  const isReachable = useServerReachable();
  const isSyncing = useOutboxSyncing();
  const outbox = useOutbox();
  useEffect(() => startOutboxSync(), []);

  const kind = offlineStatusKind({ isReachable, isSyncing, waiting: outbox.waiting, refused: outbox.refused.length });
  if (kind === 'hidden') return connection;
  const count = kind === 'refused' ? outbox.refused.length : outbox.waiting;
  const Icon = kind === 'refused' ? IconAlertTriangle : kind === 'sending' ? IconCloudUpload : IconCloudOff;
  return (
    // Under the connection badge, not beside it: the header's middle is where toasts drop in
    // (app.css), so at 1280 px both stay right of that lane. The button's name is the full sentence.
    <Stack gap={STATUS_GAP_PX} align="flex-end">
      {connection}
      {/* hideDetached off: the header never scrolls away, and a hidden-reference check would hide the list where layout is unknown. */}
      <Popover width={520} position="bottom-end" shadow="md" withinPortal hideDetached={false} zIndex={OUTBOX_PANEL_Z_INDEX}>
        <Popover.Target>
          <Button
            size="compact-sm"
            color={COLOR_BY_KIND[kind]}
            variant="light"
            leftSection={<Icon size={16} />}
            data-testid="offline-status"
            data-kind={kind}
            aria-label={t(`offline.status.${kind}`, { count })}
            aria-live="polite"
          >
            {t(`offline.statusShort.${kind}`, { count })}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <OutboxPanel />
        </Popover.Dropdown>
      </Popover>
    </Stack>
  );
}
