import { useState } from 'react';
import { Avatar, Button, Loader, Menu, Text } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconLogout, IconReportAnalytics, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../api/http-client.ts';
import { canSeeReports, openSummaryReport } from '../reports/index.ts';
import { logoutCashier, logoutFully, logoutPointOfSale } from '../session/session-actions.ts';
import { useSessionStore } from '../session/session-store.ts';
import { toast } from '../../shared/ui/toast.ts';

type PendingAction = 'switchCashier' | 'logout' | null;

/**
 * The three spec §4 exits: switch cashier (cashier logout → /select-cashier), change outlet
 * (point-of-sale logout → /select-outlet) and log out (→ /). The guard does the navigation
 * once the session changes.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const cashierName = useSessionStore((state) => state.cashier?.Name ?? '');
  const canReport = useSessionStore((state) => canSeeReports(state.cashier));
  const [pending, setPending] = useState<PendingAction>(null);

  async function run(action: Exclude<PendingAction, null>, call: () => Promise<void>) {
    setPending(action);
    try {
      await call();
    } catch (error) {
      // The local session is already cleared; the server's answer is only shown.
      toast.error(errorMessageOf(error));
    } finally {
      setPending(null);
    }
  }

  return (
    <Menu position="bottom-end" width={260} shadow="lg">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="lg"
          px="sm"
          leftSection={
            <Avatar size={36} color="teal" radius="xl">
              {cashierName.slice(0, 2).toUpperCase()}
            </Avatar>
          }
          rightSection={pending ? <Loader size="xs" /> : <IconChevronDown size={18} />}
          aria-label={t('shell.accountMenu', { name: cashierName })}
        >
          <Text fw={600} data-testid="current-cashier" maw={180} truncate>
            {cashierName}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconUserCircle size={22} />}
          py="md"
          disabled={pending !== null}
          onClick={() => void run('switchCashier', logoutCashier)}
        >
          {t('shell.switchCashier')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBuildingStore size={22} />} py="md" disabled={pending !== null} onClick={logoutPointOfSale}>
          {t('shell.changeOutlet')}
        </Menu.Item>
        {canReport && (
          <Menu.Item leftSection={<IconReportAnalytics size={22} />} py="md" onClick={() => openSummaryReport()} data-testid="menu-summary-report">
            {t('reports.open')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={22} />}
          py="md"
          disabled={pending !== null}
          onClick={() => void run('logout', logoutFully)}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
