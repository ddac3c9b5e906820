import { useState } from 'react';
import { Button, Divider, Group, List, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, NUMERIC_MAX, PRICE_PRECISION, priceOrderLine, toDecimalRupiah, type Money } from '@kasir/domain';
import { clampPrice, clampQuantity, type SubProductChoice } from '../cart/add-on-rules.ts';
import { toOrderLineInput } from '../cart/cart-pricing.ts';
import type { CartAddOn, CartLine } from '../cart/cart-types.ts';
import { menuItemPrice, MenuItemKind, type MenuItem } from '../catalog/menu-item.ts';
import { AddOnPicker } from './AddOnPicker.tsx';
import { newLineFor } from './new-line.ts';

export interface EditOrderProductDialogProps {
  item: MenuItem;
  /** The line being changed; null when the product is being added. */
  line: Omit<CartLine, 'key'> | null;
  addOnOptions: readonly SubProductChoice[];
  priceLevel: number | null;
  currencyPrefix: string;
  /** The stock this line may still take (maxLineQuantity); null: not tracked. */
  maxQuantity: number | null;
  onSubmit(line: Omit<CartLine, 'key'>): void;
  onClose(): void;
}

/**
 * Spec §2/§5 edit order product, opened from the menu page: add-ons (sub-products and free
 * text), notes, quantity (min 1, at most the tracked stock) and price (0 to 1e13).
 */
export function EditOrderProductDialog(props: EditOrderProductDialogProps) {
  const { item, line, addOnOptions, priceLevel, currencyPrefix, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const initial = line ?? newLineFor(item);
  const menuPrice = menuItemPrice(item, priceLevel);
  const maxQuantity = props.maxQuantity ?? NUMERIC_MAX;
  const hasStockLeft = maxQuantity >= 1;
  const [quantity, setQuantity] = useState(Math.max(1, Math.min(initial.quantity, maxQuantity)));
  const [price, setPrice] = useState<Money>(initial.priceOverride ?? menuPrice);
  const [notes, setNotes] = useState(initial.notes);
  const [addOns, setAddOns] = useState<CartAddOn[]>([...initial.addOns]);

  const draft: Omit<CartLine, 'key'> = {
    ...initial,
    quantity,
    notes: notes.trim(),
    addOns,
    // Only a changed price is an override, so a later order type change still picks its level price.
    priceOverride: price === menuPrice ? null : price,
  };
  const preview = priceOrderLine(toOrderLineInput({ ...draft, key: 'preview' }), priceLevel);

  return (
    <Modal opened onClose={onClose} title={item.Name} size="lg" centered data-testid="edit-order-product-dialog">
      <Stack gap="sm">
        {item.bundleItems.length > 0 && (
          <List size="sm" data-testid="bundle-items">
            {item.bundleItems.map((entry) => (
              <List.Item key={entry.outletProductId}>
                {entry.quantity} × {entry.name}
              </List.Item>
            ))}
          </List>
        )}
        {item.kind === MenuItemKind.PRODUCT && (
          <>
            <Text fw={600}>{t('menu.addOns')}</Text>
            <AddOnPicker options={addOnOptions} addOns={addOns} currencyPrefix={currencyPrefix} onChange={setAddOns} />
            <Divider />
          </>
        )}
        <Textarea label={t('menu.notes')} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} rows={2} data-testid="line-notes" />
        <Group grow>
          <NumberInput
            label={t('menu.quantity')}
            value={quantity}
            min={1}
            max={maxQuantity}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            onChange={(value) => setQuantity(Math.min(clampQuantity(Number(value)), maxQuantity))}
            data-testid="line-quantity"
          />
          <NumberInput
            label={t('menu.price')}
            value={toDecimalRupiah(price)}
            min={0}
            max={NUMERIC_MAX}
            decimalScale={PRICE_PRECISION}
            thousandSeparator="."
            decimalSeparator=","
            allowNegative={false}
            clampBehavior="strict"
            onChange={(value) => setPrice(clampPrice(Number(value) || 0))}
            data-testid="line-price"
          />
        </Group>
        {!hasStockLeft && (
          <Text c="red" size="sm" role="alert" data-testid="no-stock-left">
            {t('menu.noStockLeft')}
          </Text>
        )}
        <Group justify="space-between">
          <Text c="dimmed">{t('menu.lineTotal')}</Text>
          <Text fw={700} data-testid="line-total-preview">
            {formatMoney(preview.grossTotal, { currencyPrefix })}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('menu.cancel')}
          </Button>
          <Button onClick={() => onSubmit(draft)} disabled={!hasStockLeft} data-testid="edit-order-product-ok">
            {t('menu.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
