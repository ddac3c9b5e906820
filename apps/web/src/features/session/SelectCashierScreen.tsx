import { useState } from 'react';
import { Alert, Button, EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import { IconAlertCircle, IconLogout, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CashierSummary } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { SessionScreenFrame } from '../../shared/ui/SessionScreenFrame.tsx';
import { useCashiersQuery } from './api.ts';
import { CashierCard } from './CashierCard.tsx';
import { logoutFully } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

const SKELETON_CARDS = 8;

/** Route /select-cashier: the owner's users as cards; a card opens the PIN dialog. */
export function SelectCashierScreen() {
  const { t } = useTranslation();
  const ownerId = useSessionStore((state) => state.ownerId);
  const ownerToken = useSessionStore((state) => state.ownerToken);
  const cashiers = useCashiersQuery(ownerId, ownerToken);
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  function choose(cashier: CashierSummary) {
    openDialog('cashier-pin', { cashierId: cashier.Id, cashierName: cashier.Name, username: cashier.Username });
  }

  async function logOut() {
    setIsLoggingOut(true);
    try {
      await logoutFully();
    } finally {
      setIsLoggingOut(false);
    }
  }

  const actions = (
    <>
      <LanguageSwitch />
      <Button variant="default" size="md" leftSection={<IconLogout size={20} />} loading={isLoggingOut} onClick={() => void logOut()}>
        {t('shell.logout')}
      </Button>
    </>
  );

  return (
    <SessionScreenFrame title={t('selectCashier.title')} subtitle={t('selectCashier.subtitle')} actions={actions}>
      {cashiers.isPending ? (
        <SimpleGrid cols={4} spacing="lg" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} height={170} radius="lg" />
          ))}
        </SimpleGrid>
      ) : cashiers.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title={t('errors.loadFailed')}>
          {errorMessageOf(cashiers.error)}
          <Button mt="md" variant="light" color="red" onClick={() => void cashiers.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : cashiers.data.length === 0 ? (
        <EmptyState icon={<IconUsers size={36} />} title={t('selectCashier.empty')} variant="light" color="coffee" />
      ) : (
        <SimpleGrid cols={4} spacing="lg">
          {cashiers.data.map((cashier) => (
            <CashierCard key={cashier.Id} cashier={cashier} onChoose={choose} />
          ))}
        </SimpleGrid>
      )}
    </SessionScreenFrame>
  );
}
