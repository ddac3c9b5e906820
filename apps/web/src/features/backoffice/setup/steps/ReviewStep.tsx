import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyFromRupiah } from '@kasir/domain';
import { toSetupBody, type SetupStep } from '../setup-draft.ts';
import type { StepProps } from './step-props.ts';

/** Step 8: everything at a glance, each part with a way back to its step. */
export function ReviewStep(props: StepProps & { onEdit(step: SetupStep): void }) {
  const { t } = useTranslation();
  const body = toSetupBody(props.draft);
  const typeLabel = (type: number) => t(`boSetup.charges.orderTypes.${type}`);
  const list = (items: string[]) => items.join(t('boSetup.review.listSeparator'));
  const section = (step: SetupStep, title: string, lines: string[]) => (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb={4}>
        <Text fw={700}>{title}</Text>
        <Anchor component="button" type="button" onClick={() => props.onEdit(step)}>
          {t('boSetup.review.edit')}
        </Anchor>
      </Group>
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </Paper>
  );

  return (
    <Stack gap="md">
      <Text c="dimmed">{props.errors.review ?? t('boSetup.review.hint')}</Text>
      <SimpleGrid cols={2}>
        {section('business', t('boSetup.review.outlet'), [body.Outlet.Name, body.Outlet.Address ?? '', body.Outlet.Telephone ?? ''].filter(Boolean))}
        {section('payments', t('boSetup.review.paymentMethods'), [list(body.PaymentMethods.map((method) => method.Name))])}
        {section(
          'charges',
          t('boSetup.review.charges'),
          (body.Charges ?? []).length === 0
            ? [t('boSetup.review.noCharges')]
            : (body.Charges ?? []).map((charge) => `${charge.Name} ${charge.Percent} % · ${list(charge.OrderTypes.map(typeLabel))}`),
        )}
        {section('tables', t('boSetup.steps.tables'), [t('boSetup.review.tables', { count: body.Area.TableCount, seats: body.Area.Capacity, area: body.Area.Name })])}
        {section('cashier', t('boSetup.review.cashier'), [`${body.Cashier.Name} (${body.Cashier.Username})`])}
        {section('printer', t('boSetup.review.printer'), [body.Printer.IpAddress])}
      </SimpleGrid>
      {section(
        'products',
        t('boSetup.review.products', { category: body.Category.Name }),
        body.Products.map((product) => `${product.Name} · ${formatMoney(moneyFromRupiah(product.Price), { currencyPrefix: body.Outlet.CurrencyCode })}`),
      )}
    </Stack>
  );
}
