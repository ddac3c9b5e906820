import { ActionIcon, Alert, Badge, Button, Divider, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cartTotalOf, lineTotalOf, removeLine, setLineQuantity, type CartLine } from './self-order-cart.ts';
import type { CheckoutErrors, CheckoutForm } from './self-order-checkout.ts';
import { rupiah } from './self-order-money.ts';
import { CheckoutFields } from './CheckoutFields.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  lines: CartLine[];
  onLines: (next: CartLine[]) => void;
  soldOutIds: ReadonlySet<number>;
  form: CheckoutForm;
  errors: CheckoutErrors;
  onForm: (next: CheckoutForm) => void;
  appOrderTypes: readonly number[];
  placing: boolean;
  placeError: string | null;
  onPlace: () => void;
}

function LineRow({ line, soldOut, onQuantity, onRemove }: { line: CartLine; soldOut: boolean; onQuantity: (q: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" aria-label={line.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{line.name}</Text>
            {line.addOns.map((addOn) => (
              <Text key={addOn.id} fz="sm" c="dimmed">
                + {addOn.name} ({rupiah(addOn.price)})
              </Text>
            ))}
            {line.notes && (
              <Text fz="sm" c="dimmed" fs="italic">
                {line.notes}
              </Text>
            )}
            {soldOut && (
              <Badge color="red" variant="light" mt={4}>
                {t('selfOrder.soldOut')}
              </Badge>
            )}
          </Stack>
          <Text fw={700} style={{ flex: 'none' }}>
            {rupiah(lineTotalOf(line))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <QuantityStepper value={line.quantity} onChange={onQuantity} label={t('selfOrder.quantityOf', { name: line.name })} />
          <ActionIcon size={44} radius="xl" variant="subtle" color="red" aria-label={t('selfOrder.removeLine', { name: line.name })} onClick={onRemove}>
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The cart as a bottom sheet: lines to adjust, who is ordering, then one "Place order". */
export function CartSheet({ opened, onClose, lines, onLines, soldOutIds, form, errors, onForm, appOrderTypes, placing, placeError, onPlace }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" radius="lg" title={<Text fw={700} fz="lg">{t('selfOrder.cartTitle')}</Text>} styles={{ content: { maxHeight: '94dvh' } }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onPlace();
        }}
      >
        <Stack gap="md">
          {lines.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('selfOrder.cartEmpty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {lines.map((line) => (
                <LineRow
                  key={line.key}
                  line={line}
                  soldOut={soldOutIds.has(line.productId)}
                  onQuantity={(quantity) => onLines(setLineQuantity(lines, line.key, quantity))}
                  onRemove={() => onLines(removeLine(lines, line.key))}
                />
              ))}
            </Stack>
          )}
          <Group justify="space-between">
            <Text fw={700}>{t('selfOrder.total')}</Text>
            <Text fw={800} fz="lg" data-testid="self-order-cart-total">
              {rupiah(cartTotalOf(lines))}
            </Text>
          </Group>
          <Divider />
          <CheckoutFields form={form} errors={errors} appOrderTypes={appOrderTypes} onChange={onForm} />
          {placeError && (
            <Alert color="red" role="alert" icon={<IconAlertCircle />}>
              {placeError}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={placing} disabled={lines.length === 0}>
            {placeError !== null && !placing ? t('selfOrder.placeAgain') : t('selfOrder.placeOrder')}
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}
