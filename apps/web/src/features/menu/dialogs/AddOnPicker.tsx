import { useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADD_ON_SUGGESTIONS, formatMoney, NUMERIC_MAX, PRICE_PRECISION, toDecimalRupiah } from '@kasir/domain';
import {
  addFreeTextAddOn,
  addSubProductAddOn,
  isSubProductAvailable,
  removeAddOnAt,
  setAddOnPriceAt,
  setAddOnQuantityAt,
  UNLIMITED_QUANTITY,
  type SubProductChoice,
} from '../cart/add-on-rules.ts';
import type { CartAddOn } from '../cart/cart-types.ts';
import { AddOnRowsTable } from './AddOnRowsTable.tsx';

export interface AddOnPickerProps {
  options: readonly SubProductChoice[];
  addOns: readonly CartAddOn[];
  currencyPrefix: string;
  onChange(addOns: CartAddOn[]): void;
}

/** The add-on part of the edit-order-product dialog (spec §5, §9 suggestions). */
export function AddOnPicker({ options, addOns, currencyPrefix, onChange }: AddOnPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [blankError, setBlankError] = useState(false);

  const addTyped = (name: string) => {
    const result = addFreeTextAddOn(addOns, name);
    if (!result.ok) {
      setBlankError(true);
      return;
    }
    setBlankError(false);
    setTyped('');
    onChange(result.addOns);
  };

  return (
    <Stack gap="xs">
      {options.length > 0 && (
        <Group gap="xs" data-testid="sub-product-options">
          {options.map((option) => (
            <Button
              key={option.subProductId}
              variant="light"
              size="sm"
              disabled={!isSubProductAvailable(option)}
              onClick={() => onChange(addSubProductAddOn(addOns, option))}
              data-testid={`sub-product-${option.subProductId}`}
            >
              {option.name} · {formatMoney(option.price, { currencyPrefix })}
              {option.stockQuantity !== UNLIMITED_QUANTITY && ` (${option.stockQuantity})`}
            </Button>
          ))}
        </Group>
      )}
      <Group gap="xs" align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          placeholder={t('menu.addOnPlaceholder')}
          aria-label={t('menu.addOnName')}
          value={typed}
          error={blankError ? t('menu.addOnBlank') : undefined}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Spec §5: Enter adds the typed add-on with price 0.
            if (event.key === 'Enter') {
              event.preventDefault();
              addTyped(typed);
            }
          }}
          data-testid="add-on-input"
        />
        <ActionIcon size="input-md" variant="light" aria-label={t('menu.addAddOn')} onClick={() => addTyped(typed)}>
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
      <Group gap={6} data-testid="add-on-suggestions">
        {ADD_ON_SUGGESTIONS.map((suggestion) => (
          <Button key={suggestion} size="compact-sm" radius="xl" variant="outline" onClick={() => addTyped(suggestion)}>
            {suggestion}
          </Button>
        ))}
      </Group>
      <AddOnRowsTable
        addOns={addOns}
        i18nPrefix="menu"
        maxQuantity={NUMERIC_MAX}
        tableTestId="chosen-add-ons"
        renderPrice={(addOn, index) => (
          <Table.Td w={140}>
            <NumberInput
              size="xs"
              aria-label={t('menu.addOnPrice', { name: addOn.name })}
              value={toDecimalRupiah(addOn.price)}
              min={1}
              max={NUMERIC_MAX}
              decimalScale={PRICE_PRECISION}
              thousandSeparator="."
              decimalSeparator=","
              clampBehavior="strict"
              onChange={(value) => onChange(setAddOnPriceAt(addOns, index, Number(value) || 0))}
            />
          </Table.Td>
        )}
        onQuantity={(index, quantity) => onChange(setAddOnQuantityAt(addOns, index, quantity))}
        onRemove={(index) => onChange(removeAddOnAt(addOns, index))}
      />
    </Stack>
  );
}
