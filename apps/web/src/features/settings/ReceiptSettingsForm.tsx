import { useState } from 'react';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReceiptSetting } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { saveLocalReceipt } from '../printing/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useSaveReceiptSetting } from './settings-api.ts';

/** The on/off flags of spec §3 Receipt settings that carry no text. */
const FLAGS = ['TimeInfo', 'CashierName', 'CustomerName', 'BundleDetail', 'TotalQuantity', 'Points', 'Logo', 'UnitPrice', 'ProductCount', 'PointCount'] as const;

/**
 * Receipt settings: saved to the server (it lays out every ticket by them), then kept in the
 * local receipt store beside the agent (spec §7: POST setReceipt on port 3003).
 */
export function ReceiptSettingsForm({ initial, canEdit }: { initial: ReceiptSetting; canEdit: boolean }) {
  const { t } = useTranslation();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const save = useSaveReceiptSetting();
  const [form, setForm] = useState<ReceiptSetting>(initial);

  const submit = (): void => {
    // The saved settings replace the query's data and this form (keyed by them) with a fresh one;
    // mutate's own callbacks would be dropped with it, and the local store would miss the save.
    save.mutateAsync(form).then(
      async (saved) => {
        toast.success(t('printSettings.receiptSaved'));
        if (outletId === null) return;
        try {
          await saveLocalReceipt(outletId, saved);
        } catch {
          toast.info(t('printSettings.localStoreOffline'));
        }
      },
      (error: unknown) => toast.error(errorMessageOf(error)),
    );
  };
  const outletData = form.OutletInfo.Data;
  const setOutletData = (patch: Partial<typeof outletData>): void => setForm((current) => ({ ...current, OutletInfo: { ...current.OutletInfo, Data: { ...current.OutletInfo.Data, ...patch } } }));

  return (
    <Card withBorder padding="lg" data-testid="receipt-settings">
      <Title order={3} mb="md">
        {t('printSettings.receiptSettings')}
      </Title>
      <Stack gap="md">
        <Checkbox size="md" label={t('printSettings.flags.OutletInfo')} checked={form.OutletInfo.IsActive} disabled={!canEdit} onChange={(event) => setForm({ ...form, OutletInfo: { ...form.OutletInfo, IsActive: event.currentTarget.checked } })} />
        <Group grow>
          <TextInput label={t('printSettings.outletName')} value={outletData.Name} disabled={!canEdit} onChange={(event) => setOutletData({ Name: event.currentTarget.value })} />
          <TextInput label={t('printSettings.outletAddress')} value={outletData.Address} disabled={!canEdit} onChange={(event) => setOutletData({ Address: event.currentTarget.value })} />
          <TextInput label={t('printSettings.outletPhone')} value={outletData.Phone} disabled={!canEdit} onChange={(event) => setOutletData({ Phone: event.currentTarget.value })} />
        </Group>
        <Checkbox size="md" label={t('printSettings.flags.FooterNote')} checked={form.FooterNote.IsActive} disabled={!canEdit} onChange={(event) => setForm({ ...form, FooterNote: { ...form.FooterNote, IsActive: event.currentTarget.checked } })} />
        <Textarea value={form.FooterNote.Data} disabled={!canEdit} autosize minRows={2} maxLength={500} onChange={(event) => setForm({ ...form, FooterNote: { ...form.FooterNote, Data: event.currentTarget.value } })} aria-label={t('printSettings.flags.FooterNote')} />
        <SimpleGrid cols={3}>
          {FLAGS.map((flag) => (
            <Checkbox key={flag} size="md" label={t(`printSettings.flags.${flag}`)} checked={form[flag].IsActive} disabled={!canEdit} onChange={(event) => setForm({ ...form, [flag]: { IsActive: event.currentTarget.checked } })} />
          ))}
        </SimpleGrid>
        {canEdit ? (
          <Group justify="flex-end">
            <Button size="lg" loading={save.isPending} onClick={submit} data-testid="receipt-settings-save">
              {t('printSettings.save')}
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">{t('printSettings.readOnly')}</Text>
        )}
      </Stack>
    </Card>
  );
}
