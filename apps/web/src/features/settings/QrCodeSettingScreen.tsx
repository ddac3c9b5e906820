import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Center, Group, Image, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { OutletSettingCode } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialogForResult } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { printQrImage } from '../customer-orders/print-qr-image.ts';
import { isSwitchOn, useCounterQr, useOutletSettings, useRevokeCounterQr, useSaveQrSwitch, type QrSwitchCode } from '../customer-orders/qr-settings-api.ts';
import { useSessionStore } from '../session/session-store.ts';
import { NoSettingsAccess } from './NoSettingsAccess.tsx';
import { useSettingsAccess } from './settings-access.ts';

/** Pixels of the counter QR on screen: a phone camera reads it across the counter. */
const QR_IMAGE_PX = 240;

const switches: Array<{ code: QrSwitchCode; labelKey: string; helpKey: string; testId: string }> = [
  { code: OutletSettingCode.AUTO_PRINT_QR_TABLE, labelKey: 'customerOrders.qrSettings.autoPrintLabel', helpKey: 'customerOrders.qrSettings.autoPrintHelp', testId: 'switch-auto-print-qr-table' },
  { code: OutletSettingCode.MULTI_ORDER_QR_CODE, labelKey: 'customerOrders.qrSettings.multiOrderLabel', helpKey: 'customerOrders.qrSettings.multiOrderHelp', testId: 'switch-multi-order-qr-code' },
];

/** Route /cashier/settings/qr-code-setting (spec §2): how customers' QR orders behave at this outlet, and the counter QR. */
export function QrCodeSettingScreen() {
  const { t } = useTranslation();
  const { canOpenSettings } = useSettingsAccess();
  if (!canOpenSettings) return <NoSettingsAccess />;
  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>{t('screens.qrCodeSetting.title')}</Title>
      <QrSwitches />
      <CounterQrPanel />
    </Stack>
  );
}

function QrSwitches() {
  const { t } = useTranslation();
  const settings = useOutletSettings();
  const save = useSaveQrSwitch();
  const [savingCode, setSavingCode] = useState<QrSwitchCode | null>(null);

  function toggle(code: QrSwitchCode, isOn: boolean) {
    setSavingCode(code);
    save.mutate(
      { code, isOn },
      {
        onSuccess: () => toast.success(t('customerOrders.qrSettings.saved')),
        onError: (error) => toast.error(errorMessageOf(error)),
        onSettled: () => setSavingCode(null),
      },
    );
  }

  return (
    <Paper p="xl" radius="lg" withBorder>
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <Alert color="red">{errorMessageOf(settings.error)}</Alert> : null}
      {settings.isSuccess ? (
        <Stack gap="xl">
          {switches.map(({ code, labelKey, helpKey, testId }) => (
            <Switch
              key={code}
              size="lg"
              checked={isSwitchOn(settings.data, code)}
              disabled={savingCode !== null}
              onChange={(event) => toggle(code, event.currentTarget.checked)}
              label={<Text fw={700}>{t(labelKey)}</Text>}
              description={t(helpKey)}
              data-testid={testId}
            />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

function CounterQrPanel() {
  const { t } = useTranslation();
  const outletName = useSessionStore((state) => state.outlet?.Name ?? '');
  const counterQr = useCounterQr();
  const revoke = useRevokeCounterQr();
  const qrData = counterQr.data?.QrData ?? null;
  // Drawn per QR text, so a new QR redraws and the old picture never shows for it.
  const drawn = useQuery({
    queryKey: ['customerOrders', 'counterQrImage', qrData],
    queryFn: () => QRCode.toDataURL(qrData ?? '', { width: QR_IMAGE_PX, margin: 1 }),
    enabled: qrData !== null,
    staleTime: Infinity,
  });
  const image = qrData === null ? null : (drawn.data ?? null);

  async function renew() {
    const isSure = await openDialogForResult('yes-no', {
      title: t('customerOrders.qrSettings.renewConfirmTitle'),
      message: t('customerOrders.qrSettings.renewConfirmMessage'),
      confirmLabel: t('customerOrders.qrSettings.renewConfirm'),
      isDanger: true,
    });
    if (isSure !== true) return;
    revoke.mutate(undefined, {
      onSuccess: () => toast.success(t('customerOrders.qrSettings.renewed')),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  return (
    <Paper p="xl" radius="lg" withBorder>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Center w={QR_IMAGE_PX} h={QR_IMAGE_PX} bg="gray.0" style={{ flexShrink: 0 }}>
          {counterQr.isPending || (qrData !== null && image === null) ? <Loader /> : null}
          {image !== null ? <Image src={image} w={QR_IMAGE_PX} h={QR_IMAGE_PX} alt={t('customerOrders.qrSettings.counterTitle')} data-testid="counter-qr-image" /> : null}
          {counterQr.isError ? (
            <Text c="dimmed" ta="center" p="md">
              {t('customerOrders.qrSettings.noCounterQr')}
            </Text>
          ) : null}
        </Center>
        <Stack gap="md">
          <Title order={3}>{t('customerOrders.qrSettings.counterTitle')}</Title>
          <Text c="dimmed">{t('customerOrders.qrSettings.counterHelp')}</Text>
          {counterQr.isError ? <Alert color="red">{errorMessageOf(counterQr.error)}</Alert> : null}
          <Group gap="md">
            <Button size="lg" leftSection={<IconPrinter size={20} />} disabled={image === null} onClick={() => image !== null && printQrImage(image, outletName)} data-testid="print-counter-qr">
              {t('customerOrders.qrSettings.print')}
            </Button>
            <Button size="lg" variant="light" color="red" leftSection={<IconRefresh size={20} />} loading={revoke.isPending} onClick={() => void renew()} data-testid="renew-counter-qr">
              {t('customerOrders.qrSettings.renew')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
