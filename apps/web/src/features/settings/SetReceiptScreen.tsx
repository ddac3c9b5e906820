import { useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SetReceipt } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { useProductsQuery } from '../menu/catalog/catalog-api.ts';
import { useDevicesQuery, usePrintSetsQuery } from '../printing/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useAreasQuery } from '../tables/api.ts';
import { NoSettingsAccess } from './NoSettingsAccess.tsx';
import { emptyPrintSetForm, printSetFormOf } from './print-set-form.ts';
import { PrintSetEditor } from './PrintSetEditor.tsx';
import { ReceiptSettingsForm } from './ReceiptSettingsForm.tsx';
import { useCategoriesQuery, useDepartmentsQuery, useReceiptSettingQuery } from './settings-api.ts';
import { useSettingsAccess } from './settings-access.ts';

/** Route /cashier/settings/set-receipt: print sets 1..8 with their devices, and the receipt settings. */
export function SetReceiptScreen() {
  const { t } = useTranslation();
  const { canOpenSettings, canEditReceipt } = useSettingsAccess();
  const printSets = usePrintSetsQuery();
  const devices = useDevicesQuery();
  const departments = useDepartmentsQuery();
  const categories = useCategoriesQuery();
  // Bundles print as their products, and their ids are not product ids: routing lists products.
  const products = useProductsQuery();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const areas = useAreasQuery(outletId);
  const receiptSetting = useReceiptSettingQuery();
  const [isAdding, setIsAdding] = useState(false);
  if (!canOpenSettings) return <NoSettingsAccess />;

  const lists = { devices: devices.data ?? [], departments: departments.data ?? [], categories: categories.data ?? [], products: (products.data ?? []).filter((product) => !product.IsBundle), areas: areas.data ?? [] };
  let sets;
  if (printSets.isPending) sets = <Loader aria-label={t('common.loading')} />;
  else if (printSets.isError) sets = <Text c="red">{errorMessageOf(printSets.error)}</Text>;
  else
    sets = (
      <Stack gap="md">
        {[...printSets.data]
          .sort((a, b) => a.SetReceiptId - b.SetReceiptId || a.Id - b.Id)
          .map((set) => (
            // The key carries the version of the row so a saved set re-reads what the server kept.
            <PrintSetEditor key={`${set.Id}-${JSON.stringify(set)}`} initial={printSetFormOf(set)} {...lists} canEdit={canEditReceipt} />
          ))}
        {isAdding ? <PrintSetEditor initial={emptyPrintSetForm(SetReceipt.ORDER)} {...lists} canEdit={canEditReceipt} onDone={() => setIsAdding(false)} /> : null}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Paper p="xl" radius="lg" withBorder>
        <Group justify="space-between" mb="lg">
          <Title order={2}>{t('screens.setReceipt.title')}</Title>
          {canEditReceipt && !isAdding ? (
            <Button size="lg" leftSection={<IconPlus />} onClick={() => setIsAdding(true)}>
              {t('printSettings.addPrintSet')}
            </Button>
          ) : null}
        </Group>
        {sets}
      </Paper>
      {receiptSetting.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {receiptSetting.isError ? <Text c="red">{errorMessageOf(receiptSetting.error)}</Text> : null}
      {receiptSetting.data !== undefined ? <ReceiptSettingsForm key={JSON.stringify(receiptSetting.data)} initial={receiptSetting.data} canEdit={canEditReceipt} /> : null}
    </Stack>
  );
}
