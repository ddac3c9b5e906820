import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../api/http-client.ts';
import { printTestSlip } from '../setup-api.ts';
import { validateStep } from '../setup-draft.ts';
import { TOUCH_SIZE, useFieldError, type StepProps } from './step-props.ts';

/** Step 6: the one printer every ticket goes to at first (ip and port; the emulator by default). */
export function PrinterStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const { printer } = props.draft;
  const set = (patch: Partial<typeof printer>) => props.update((draft) => ({ ...draft, printer: { ...draft.printer, ...patch } }));
  const isAddressValid = Object.keys(validateStep('printer', props.draft)).length === 0;
  const testPrint = useMutation({
    mutationFn: () =>
      printTestSlip(
        { ip: printer.ip.trim(), port: Number(printer.portText) },
        { title: t('boSetup.printer.testTitle'), body: t('boSetup.printer.testBody', { outlet: props.draft.outlet.name.trim() }) },
      ),
  });
  return (
    <Stack gap="md" maw={640}>
      <Text c="dimmed">{t('boSetup.printer.hint')}</Text>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          size={TOUCH_SIZE}
          flex={1}
          label={t('boSetup.printer.ip')}
          inputMode="decimal"
          value={printer.ip}
          error={errorOf('printer.ip')}
          onChange={(event) => set({ ip: event.currentTarget.value })}
        />
        <TextInput
          size={TOUCH_SIZE}
          w={160}
          label={t('boSetup.printer.port')}
          inputMode="numeric"
          value={printer.portText}
          error={errorOf('printer.port')}
          onChange={(event) => set({ portText: event.currentTarget.value })}
        />
      </Group>
      <Group>
        <Button size="lg" variant="default" leftSection={<IconReceipt size={20} />} disabled={!isAddressValid} loading={testPrint.isPending} onClick={() => testPrint.mutate()}>
          {t('boSetup.printer.testPrint')}
        </Button>
        {testPrint.isSuccess ? (
          <Text c={testPrint.data === 'queued' ? 'orange.8' : 'teal.8'} fw={500} role="status">
            {testPrint.data === 'queued' ? t('boSetup.printer.testQueued') : t('boSetup.printer.testPrinted')}
          </Text>
        ) : null}
        {testPrint.isError ? (
          <Text c="red" role="alert">
            {t('boSetup.printer.testFailed', { message: errorMessageOf(testPrint.error) })}
          </Text>
        ) : null}
      </Group>
      <Alert color="teal" variant="light" icon={<IconPrinter size={20} />}>
        {t('boSetup.printer.emulatorHint')}
      </Alert>
    </Stack>
  );
}
