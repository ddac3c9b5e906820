import { Alert, Button, EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Outlet } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { SessionScreenFrame } from '../../shared/ui/SessionScreenFrame.tsx';
import { useOutletsQuery } from './api.ts';
import { OutletCard } from './OutletCard.tsx';
import { useSessionStore } from './session-store.ts';
import { useSwitchCashier } from './use-switch-cashier.ts';

const SKELETON_CARDS = 3;

/** Route /select-outlet: the outlets this cashier works at (suspended ones are not offered). */
export function SelectOutletScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cashier = useSessionStore((state) => state.cashier);
  const outletChosen = useSessionStore((state) => state.outletChosen);
  const outlets = useOutletsQuery(cashier?.Id ?? null);
  const { isSwitching, switchCashier } = useSwitchCashier();

  function choose(outlet: Outlet) {
    outletChosen(outlet);
    navigate(paths.menu, { replace: true });
  }

  const actions = (
    <>
      <LanguageSwitch />
      <Button variant="default" size="md" leftSection={<IconUserCircle size={20} />} loading={isSwitching} onClick={() => void switchCashier()}>
        {t('shell.switchCashier')}
      </Button>
    </>
  );

  return (
    <SessionScreenFrame
      title={t('selectOutlet.title')}
      subtitle={cashier ? t('selectOutlet.subtitle', { name: cashier.Name }) : undefined}
      actions={actions}
    >
      {outlets.isPending ? (
        <SimpleGrid cols={3} spacing="lg" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} height={180} radius="lg" />
          ))}
        </SimpleGrid>
      ) : outlets.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title={t('errors.loadFailed')}>
          {errorMessageOf(outlets.error)}
          <Button mt="md" variant="light" color="red" onClick={() => void outlets.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : outlets.data.length === 0 ? (
        <EmptyState icon={<IconBuildingStore size={36} />} title={t('selectOutlet.empty')} variant="light" color="coffee" />
      ) : (
        <SimpleGrid cols={3} spacing="lg">
          {outlets.data.map((outlet) => (
            <OutletCard key={outlet.Id} outlet={outlet} onChoose={choose} />
          ))}
        </SimpleGrid>
      )}
    </SessionScreenFrame>
  );
}
