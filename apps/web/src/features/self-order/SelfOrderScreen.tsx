import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconQrcodeOff, IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SELF_ORDER_QR_PARAM } from '@kasir/domain';
import type { SelfOrderSession } from '@kasir/contracts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { SelfOrderError, openSession, readStoredSession, storeSession } from './self-order-api.ts';
import { useBrowserLocale } from './self-order-locale.ts';
import { SelfOrderPage, useErrorText } from './SelfOrderPage.tsx';

function Header({ session }: { session: SelfOrderSession | null }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Title order={3} lineClamp={2}>
          {session?.Outlet.Name ?? t('selfOrder.title')}
        </Title>
        {session && (
          <Text c="dimmed" fw={600}>
            {session.Table ? t('selfOrder.tableName', { name: session.Table.TableName }) : t('selfOrder.counter')}
          </Text>
        )}
      </Stack>
      <LanguageSwitch />
    </Group>
  );
}

function InvalidQr() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" gap="md" data-testid="self-order-invalid-qr">
      <IconQrcodeOff size={72} color="var(--mantine-color-red-6)" />
      <Title order={2}>{t('selfOrder.invalidQrTitle')}</Title>
      <Text>{t('selfOrder.invalidQrText')}</Text>
    </Stack>
  );
}

/**
 * Route /self-order?qr= (public, no login; issue 22): the page a table or counter QR opens on
 * the customer's phone. Outside the cashier shell, exempt from its 1280 scaling, its guard and
 * its socket; talks only to /api/public/v1 with its own session header.
 */
export function SelfOrderScreen() {
  const { t } = useTranslation();
  useBrowserLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const qr = search.get(SELF_ORDER_QR_PARAM)?.trim() ?? '';
  const session = useQuery({
    queryKey: ['selfOrder', 'session', qr],
    queryFn: async () => {
      const stored = readStoredSession(qr);
      if (stored) return stored;
      const opened = await openSession(qr);
      storeSession(qr, opened);
      return opened;
    },
    enabled: qr !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  let body;
  if (qr === '' || (session.error instanceof SelfOrderError && session.error.kind !== 'offline' && session.error.kind !== 'tooMany' && (session.error.status ?? 0) < 500)) {
    body = <InvalidQr />;
  } else if (session.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (session.isError) {
    body = (
      <Alert color="red" icon={<IconWifiOff />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{errorText(session.error)}</Text>
          <Button variant="white" color="red" onClick={() => void session.refetch()}>
            {t('selfOrder.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <SelfOrderPage
        qr={qr}
        session={session.data}
        onSessionLost={() => {
          storeSession(qr, null);
          void queryClient.resetQueries({ queryKey: ['selfOrder', 'session', qr] });
        }}
      />
    );
  }

  return (
    <Container size={480} px="sm" py="md" data-testid="self-order-screen">
      <Stack gap="md">
        <Paper p="sm" radius="lg" withBorder>
          <Header session={session.data ?? null} />
        </Paper>
        {body}
      </Stack>
    </Container>
  );
}
