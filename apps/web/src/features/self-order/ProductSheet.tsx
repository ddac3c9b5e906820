import { useState } from 'react';
import { Button, Checkbox, Drawer, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NOTE_MAX_LENGTH } from '@kasir/domain';
import type { SelfOrderProduct } from '@kasir/contracts';
import { lineTotalOf } from './self-order-cart.ts';
import { rupiah } from './self-order-money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

interface Props {
  product: SelfOrderProduct | null;
  onClose: () => void;
  onAdd: (product: SelfOrderProduct, addOnIds: number[], quantity: number, notes: string) => void;
}

function SheetBody({ product, onAdd }: { product: SelfOrderProduct; onAdd: Props['onAdd'] }) {
  const { t } = useTranslation();
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const chosen = product.AddOns.filter((addOn) => addOnIds.includes(String(addOn.Id)));
  const total = lineTotalOf({ price: product.Price, addOns: chosen.map((addOn) => ({ id: addOn.Id, name: addOn.Name, price: addOn.Price })), quantity });
  return (
    <Stack gap="md">
      {product.ImageUrl && <Image src={product.ImageUrl} alt="" h={180} radius="md" fit="cover" />}
      {product.Description && <Text c="dimmed">{product.Description}</Text>}
      <Text fw={700} c="teal.8">
        {rupiah(product.Price)}
      </Text>
      {product.AddOns.length > 0 && (
        <Checkbox.Group label={t('selfOrder.addOns')} value={addOnIds} onChange={setAddOnIds}>
          <Stack gap="sm" mt="xs">
            {product.AddOns.map((addOn) => (
              <Checkbox
                key={addOn.Id}
                size="md"
                value={String(addOn.Id)}
                disabled={addOn.IsSoldOut}
                label={`${addOn.Name} +${rupiah(addOn.Price)}${addOn.IsSoldOut ? ` · ${t('selfOrder.soldOut')}` : ''}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Textarea label={t('selfOrder.lineNotes')} placeholder={t('selfOrder.lineNotesHint')} autosize minRows={2} maxLength={CUSTOMER_NOTE_MAX_LENGTH} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('selfOrder.quantity')}</Text>
        <QuantityStepper value={quantity} onChange={setQuantity} label={t('selfOrder.quantity')} />
      </Group>
      <Button size="lg" fullWidth onClick={() => onAdd(product, chosen.map((addOn) => addOn.Id), quantity, notes)}>
        {t('selfOrder.addToCart', { total: rupiah(total) })}
      </Button>
    </Stack>
  );
}

/** Bottom sheet for one product: add-ons, quantity, a note, then into the cart. */
export function ProductSheet({ product, onClose, onAdd }: Props) {
  return (
    <Drawer opened={product !== null} onClose={onClose} position="bottom" size="auto" radius="lg" title={<Text fw={700} fz="lg">{product?.Name}</Text>} styles={{ content: { maxHeight: '92dvh' } }}>
      {product && <SheetBody key={product.Id} product={product} onAdd={onAdd} />}
    </Drawer>
  );
}
