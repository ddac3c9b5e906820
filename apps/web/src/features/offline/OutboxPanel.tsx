import { useState } from 'react';
import { Badge, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, formatMoney } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialogForResult } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useSessionStore } from '../session/session-store.ts';
import type { OfflineSale } from './offline-sale.ts';
import { discardRefusedSale } from './outbox.ts';
import { moneyOfDecimalText } from './outbox-money.ts';
import { retryRefusedSale } from './sync.ts';
import { useOutbox } from './use-outbox.ts';

/** Sales already sent stay listed (newest first) so a provisional number can still be looked up. */
export const OUTBOX_PANEL_SENT_SHOWN = 10;
const PANEL_MAX_HEIGHT_PX = 420;

const STATE_COLOR: Record<OfflineSale['state'], string> = { waiting: 'yellow', sending: 'blue', refused: 'orange', done: 'teal' };

function timeOf(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

function SaleRow({ sale, currencyPrefix }: { sale: OfflineSale; currencyPrefix: string }) {
  const { t, i18n } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const total = formatMoney(moneyOfDecimalText(sale.total), { currencyPrefix });

  async function tryAgain() {
    setIsBusy(true);
    try {
      await retryRefusedSale(sale.ref);
    } catch (error) {
      // The sale is still in the outbox (waiting or refused again); say why this try stopped.
      toast.error(errorMessageOf(error));
    } finally {
      setIsBusy(false);
    }
  }

  async function discard() {
    const isSure = await openDialogForResult('yes-no', {
      title: t('offline.panel.discardTitle'),
      message: t('offline.panel.discardConfirm', { number: sale.orderNumber ?? sale.provisionalNumber, total }),
      confirmLabel: t('offline.panel.discard'),
      isDanger: true,
    });
    if (isSure !== true) return;
    await discardRefusedSale(sale.ref);
    toast.info(t('offline.panel.discarded', { number: sale.orderNumber ?? sale.provisionalNumber }));
  }

  return (
    <Stack gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-coffee-1)' }} data-testid="outbox-sale" data-ref={sale.ref} data-state={sale.state}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>
          {sale.provisionalNumber} → {sale.orderNumber ?? t('offline.panel.noServerNumber')}
        </Text>
        <Badge color={STATE_COLOR[sale.state]} variant="light">
          {t(`offline.panel.state.${sale.state}`)}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text c="dimmed">{timeOf(sale.takenAt, i18n.language)}</Text>
        <Text fw={600}>{total}</Text>
      </Group>
      {sale.state === 'refused' && sale.refusal ? (
        <>
          <Text c="red.8" data-testid="outbox-refusal">
            {t(`offline.panel.refusedAt.${sale.refusal.step}`)}: {sale.refusal.message}
          </Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" color="red" onClick={() => void discard()} disabled={isBusy}>
              {t('offline.panel.discard')}
            </Button>
            <Button onClick={() => void tryAgain()} loading={isBusy}>
              {t('offline.panel.tryAgain')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** The sales the server does not have yet (and the last ones sent), with what to do about a refusal. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const { sales } = useOutbox();
  const currencyPrefix = useSessionStore((state) => state.outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE);
  const open = sales.filter((sale) => sale.state !== 'done');
  const sent = sales
    .filter((sale) => sale.state === 'done')
    .reverse()
    .slice(0, OUTBOX_PANEL_SENT_SHOWN);
  return (
    <Stack gap="xs" data-testid="outbox-panel">
      <Text fw={700} fz="lg">
        {t('offline.panel.title')}
      </Text>
      <Text c="dimmed" fz="sm">
        {t('offline.panel.explain')}
      </Text>
      <ScrollArea.Autosize mah={PANEL_MAX_HEIGHT_PX}>
        {open.length === 0 ? <Text py="xs">{t('offline.panel.nothingWaiting')}</Text> : open.map((sale) => <SaleRow key={sale.ref} sale={sale} currencyPrefix={currencyPrefix} />)}
        {sent.length > 0 ? (
          <>
            <Text fw={700} mt="sm">
              {t('offline.panel.sentTitle')}
            </Text>
            {sent.map((sale) => (
              <SaleRow key={sale.ref} sale={sale} currencyPrefix={currencyPrefix} />
            ))}
          </>
        ) : null}
      </ScrollArea.Autosize>
    </Stack>
  );
}
