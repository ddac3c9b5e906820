import { SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OutletType, RoundingSetting } from '@kasir/domain';
import { SETUP_ROUNDING_NONE } from '../setup-draft.ts';
import { TOUCH_SIZE, useFieldError, type StepProps } from './step-props.ts';

/** Step 1: the outlet's name, type, address, phone, time zone, currency, rounding and printer layout. */
export function BusinessStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const { outlet } = props.draft;
  const set = (patch: Partial<typeof outlet>) => props.update((draft) => ({ ...draft, outlet: { ...draft.outlet, ...patch } }));

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('boSetup.business.hint')}</Text>
      <TextInput
        size={TOUCH_SIZE}
        label={t('boSetup.business.name')}
        placeholder={t('boSetup.business.namePlaceholder')}
        value={outlet.name}
        error={errorOf('outlet.name')}
        onChange={(event) => set({ name: event.currentTarget.value })}
        withAsterisk
        data-autofocus
      />
      <Stack gap={4}>
        <Text fw={500}>{t('boSetup.business.type')}</Text>
        <SegmentedControl
          size="md"
          fullWidth
          value={String(outlet.type)}
          onChange={(value) => set({ type: Number(value) })}
          data={[
            { value: String(OutletType.RESTAURANT), label: t('boSetup.business.typeRestaurant') },
            { value: String(OutletType.ALL_YOU_CAN_EAT), label: t('boSetup.business.typeAyce') },
          ]}
        />
      </Stack>
      <TextInput size={TOUCH_SIZE} label={t('boSetup.business.address')} value={outlet.address} onChange={(event) => set({ address: event.currentTarget.value })} />
      <SimpleGrid cols={3}>
        <TextInput
          size={TOUCH_SIZE}
          label={t('boSetup.business.telephone')}
          inputMode="tel"
          value={outlet.telephone}
          error={errorOf('outlet.telephone')}
          onChange={(event) => set({ telephone: event.currentTarget.value })}
        />
        <TextInput
          size={TOUCH_SIZE}
          label={t('boSetup.business.timeZone')}
          inputMode="numeric"
          value={outlet.timeZoneText}
          error={errorOf('outlet.timeZone')}
          onChange={(event) => set({ timeZoneText: event.currentTarget.value })}
        />
        <TextInput
          size={TOUCH_SIZE}
          label={t('boSetup.business.currency')}
          value={outlet.currencyCode}
          error={errorOf('outlet.currencyCode')}
          onChange={(event) => set({ currencyCode: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('boSetup.business.timeZoneHint')}
      </Text>
      <Stack gap={4}>
        <Text fw={500}>{t('boSetup.business.rounding')}</Text>
        <SegmentedControl
          size="md"
          fullWidth
          value={String(outlet.rounding)}
          onChange={(value) => set({ rounding: Number(value) })}
          data={[
            { value: String(SETUP_ROUNDING_NONE), label: t('boSetup.business.roundingNone') },
            { value: String(RoundingSetting.HUNDRED), label: t('boSetup.business.roundingHundred') },
            { value: String(RoundingSetting.THOUSAND), label: t('boSetup.business.roundingThousand') },
          ]}
        />
      </Stack>
      <SimpleGrid cols={2}>
        <Switch
          size="lg"
          label={t('boSetup.business.excludeChargeNoSales')}
          description={t('boSetup.business.excludeChargeNoSalesHint')}
          checked={outlet.excludeChargeNoSales}
          onChange={(event) => set({ excludeChargeNoSales: event.currentTarget.checked })}
        />
        <Switch
          size="lg"
          label={t('boSetup.business.printerV2')}
          description={t('boSetup.business.printerV2Hint')}
          checked={outlet.isPrinterV2}
          onChange={(event) => set({ isPrinterV2: event.currentTarget.checked })}
        />
      </SimpleGrid>
    </Stack>
  );
}
