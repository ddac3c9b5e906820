import { useState } from 'react';
import { ActionIcon, Button, Card, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Department, Device, ProductCategory } from '@kasir/contracts';
import { SetReceipt } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { emptyDeviceRow, printSetBodyOf, setReceiptKinds, type PrintSetDeviceForm, type PrintSetForm } from './print-set-form.ts';
import { usePrintSetMutations } from './settings-api.ts';

type Named = { Id: number; Name: string };

interface Props {
  initial: PrintSetForm;
  devices: Device[];
  departments: Department[];
  categories: ProductCategory[];
  /** The outlet's products and floor areas, for the kitchen routing of an ORDER set. */
  products: Named[];
  areas: Named[];
  canEdit: boolean;
  onDone?: () => void;
}

const FONT_SIZES = ['1', '2', '3', '4', '5', '6', '7', '8'];
// Mantine refuses a list with a value twice (it throws and the screen is gone): first one wins.
function idOptions(items: readonly Named[]): Array<{ value: string; label: string }> {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.Id) && seen.add(item.Id)).map((item) => ({ value: String(item.Id), label: item.Name }));
}

/**
 * One print set (spec §3 Receipt/print set): its kind, print service, font sizes and devices
 * with copies; an ORDER set's devices also list the departments, categories and products they
 * print and the areas they serve (domain/printing/kitchen-routing.ts decides with them).
 */
export function PrintSetEditor({ initial, devices, departments, categories, products, areas, canEdit, onDone }: Props) {
  const { t } = useTranslation();
  const { save, remove } = usePrintSetMutations();
  const [form, setForm] = useState<PrintSetForm>(initial);
  const isOrderSet = form.SetReceiptId === SetReceipt.ORDER;
  const change = <K extends keyof PrintSetForm>(field: K, value: PrintSetForm[K]): void => setForm((current) => ({ ...current, [field]: value }));
  const changeRow = (index: number, patch: Partial<PrintSetDeviceForm>): void =>
    setForm((current) => ({ ...current, Devices: current.Devices.map((row, rowIndex) => (rowIndex === index ? { ...row, ...patch } : row)) }));

  const submit = (): void => {
    const { body, problem } = printSetBodyOf(form);
    if (body === null) {
      toast.error(problem ?? '');
      return;
    }
    // The saved set comes back changed, under a new key, so this editor is replaced by a fresh one
    // as soon as the list is read again; mutate's own callbacks would be dropped with it.
    save.mutateAsync(body).then(
      () => {
        toast.success(t('printSettings.printSetSaved', { name: form.Name.trim() }));
        onDone?.();
      },
      (error: unknown) => toast.error(errorMessageOf(error)),
    );
  };

  return (
    <Card withBorder padding="lg" data-testid={`print-set-${form.Id ?? 'new'}`}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('printSettings.setKind')}
            data={setReceiptKinds.map((kind) => ({ value: String(kind.id), label: `${kind.id} · ${t(`printSettings.kinds.${kind.code}`)}` }))}
            value={String(form.SetReceiptId)}
            onChange={(value) => value !== null && change('SetReceiptId', Number(value))}
            disabled={!canEdit}
            allowDeselect={false}
          />
          <TextInput label={t('printSettings.setName')} value={form.Name} onChange={(event) => change('Name', event.currentTarget.value)} disabled={!canEdit} />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('printSettings.customService')}
            description={t('printSettings.customServiceHint')}
            placeholder="http://192.168.1.20:3003"
            value={form.CustomIpServicePrinter}
            onChange={(event) => change('CustomIpServicePrinter', event.currentTarget.value)}
            disabled={!canEdit}
          />
          <Group grow>
            <Select label={t('printSettings.fontWidth')} data={FONT_SIZES} value={String(form.FontWidth)} onChange={(value) => value !== null && change('FontWidth', Number(value))} disabled={!canEdit} allowDeselect={false} />
            <Select label={t('printSettings.fontHeight')} data={FONT_SIZES} value={String(form.FontHeight)} onChange={(value) => value !== null && change('FontHeight', Number(value))} disabled={!canEdit} allowDeselect={false} />
          </Group>
        </Group>
        <Text fw={600} mt="xs">
          {t('printSettings.devices')}
        </Text>
        {form.Devices.length === 0 ? <Text c="dimmed">{t('printSettings.noDevices')}</Text> : null}
        {isOrderSet && form.Devices.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('printSettings.routingHint')}
          </Text>
        ) : null}
        {form.Devices.map((row, index) => (
          <Paper key={index} withBorder p="sm" radius="md" data-testid={`print-set-device-${index}`}>
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <Select w={220} label={t('printSettings.device')} data={idOptions(devices)} value={row.DeviceId === null ? null : String(row.DeviceId)} onChange={(value) => changeRow(index, { DeviceId: value === null ? null : Number(value) })} disabled={!canEdit} />
              <NumberInput w={90} label={t('printSettings.copies')} min={1} max={10} value={row.Quantity} onChange={(value) => changeRow(index, { Quantity: typeof value === 'number' ? value : 1 })} disabled={!canEdit} />
              <div style={{ flex: 1 }} />
              {canEdit ? (
                <ActionIcon size="xl" variant="light" color="red" aria-label={t('printSettings.removeDevice')} onClick={() => change('Devices', form.Devices.filter((_, rowIndex) => rowIndex !== index))}>
                  <IconTrash />
                </ActionIcon>
              ) : null}
            </Group>
            {isOrderSet ? (
              <SimpleGrid cols={2} spacing="xs" mt="xs">
                <MultiSelect label={t('printSettings.departments')} data={idOptions(departments)} value={row.DepartmentIds.map(String)} onChange={(values) => changeRow(index, { DepartmentIds: values.map(Number) })} disabled={!canEdit} />
                <MultiSelect label={t('printSettings.categories')} data={idOptions(categories)} value={row.ProductCategoryIds.map(String)} onChange={(values) => changeRow(index, { ProductCategoryIds: values.map(Number) })} disabled={!canEdit} />
                <MultiSelect label={t('printSettings.products')} data={idOptions(products)} searchable value={row.OutletProductIds.map(String)} onChange={(values) => changeRow(index, { OutletProductIds: values.map(Number) })} disabled={!canEdit} />
                <MultiSelect label={t('printSettings.areas')} placeholder={row.OutletAreaIds.length === 0 ? t('printSettings.areasHint') : undefined} data={idOptions(areas)} value={row.OutletAreaIds.map(String)} onChange={(values) => changeRow(index, { OutletAreaIds: values.map(Number) })} disabled={!canEdit} />
              </SimpleGrid>
            ) : null}
          </Paper>
        ))}
        {canEdit ? (
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" leftSection={<IconPlus size={18} />} onClick={() => change('Devices', [...form.Devices, emptyDeviceRow()])}>
              {t('printSettings.addDeviceRow')}
            </Button>
            <Group gap="sm">
              {form.Id !== undefined ? (
                <Button variant="light" color="red" loading={remove.isPending} onClick={() => remove.mutate(form.Id ?? 0, { onError: (error) => toast.error(errorMessageOf(error)) })}>
                  {t('printSettings.delete')}
                </Button>
              ) : null}
              <Button loading={save.isPending} onClick={submit}>
                {t('printSettings.save')}
              </Button>
            </Group>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
