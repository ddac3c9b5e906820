import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OfflineCashDialog } from './OfflineCashDialog.tsx';
import type { OfflineSaleCart } from './use-offline-sale-cart.ts';

/** The cart's offline cash dialog, open while the cart's offline session is (use-offline-sale-cart.ts). */
export function OfflineCashDialogFlow({ offline }: { offline: OfflineSaleCart }) {
  const { session } = offline;
  if (!session) return null;
  return (
    <OfflineCashDialog
      due={session.due}
      cashMethod={session.cashMethod}
      currencyPrefix={offline.currencyPrefix}
      money={offline.money}
      isWorking={offline.isWorking}
      onPay={offline.pay}
      onClose={offline.close}
    />
  );
}

/** Under the cart's buttons while offline: why this cart cannot be sold until the server is back. */
export function OfflineBlockNote({ offline }: { offline: OfflineSaleCart }) {
  const { t } = useTranslation();
  if (!offline.isOffline || offline.block === null) return null;
  return (
    <Text size="xs" c="orange.8" ta="center" data-testid="offline-block-reason">
      {t(`offline.blocked.${offline.block}`)}
    </Text>
  );
}
