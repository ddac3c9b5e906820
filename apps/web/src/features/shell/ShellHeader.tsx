import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { outletTypeLabel } from '../session/outlet-type-label.ts';
import { useSessionStore } from '../session/session-store.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { LockButton } from './LockButton.tsx';
import { WaitingTicketsButton } from '../printing/WaitingTicketsButton.tsx';
import { OfflineStatus } from '../offline/OfflineStatus.tsx';

export function ShellHeader() {
  const { t } = useTranslation();
  const outlet = useSessionStore((state) => state.outlet);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <BrandMark size="md" />
        <Divider orientation="vertical" />
        <Stack gap={0}>
          <Text fw={700} fz="lg" data-testid="current-outlet" truncate maw={320}>
            {outlet?.Name}
          </Text>
          {outlet ? (
            <Badge color="coffee" variant="light" size="sm" data-testid="current-outlet-type">
              {outletTypeLabel(t, outlet.Type)}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Group gap="md" wrap="nowrap">
        <WaitingTicketsButton />
        {/* The outbox status (when it has one) sits under the connection badge. */}
        <OfflineStatus connection={<ConnectionIndicator />} />
        <LanguageSwitch />
        <AccountMenu />
        <LockButton />
      </Group>
    </Group>
  );
}
