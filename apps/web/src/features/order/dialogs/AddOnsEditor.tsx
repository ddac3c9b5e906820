import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '@kasir/domain';
import type { SubProduct } from '@kasir/contracts';
import { AddOnRowsTable } from '../../menu/dialogs/AddOnRowsTable.tsx';
import { addSubProduct, isSubProductAvailable, removeAddOn, setAddOnQuantity, type LineAddOn } from '../line-add-ons.ts';

export interface AddOnsEditorProps {
  addOns: readonly LineAddOn[];
  /** The product's menu add-ons; typing free-text add-ons is for the menu page only (spec §5). */
  options: readonly SubProduct[];
  money(rupiah: number): string;
  onChange(addOns: LineAddOn[]): void;
}

/** The add-ons of an ordered line: change quantities, remove, or add one of the product's sub-products. */
export function AddOnsEditor({ addOns, options, money, onChange }: AddOnsEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="add-ons-editor">
      <Text fw={600} fz="sm">
        {t('order.edit.addOns')}
      </Text>
      {options.length > 0 && (
        <Group gap="xs">
          {options.map((option) => (
            <Button
              key={option.Id}
              size="xs"
              variant="light"
              disabled={!isSubProductAvailable(option)}
              onClick={() => onChange(addSubProduct(addOns, option))}
              data-testid={`add-on-option-${option.Id}`}
            >
              {option.Name} · {money(option.Price)}
            </Button>
          ))}
        </Group>
      )}
      <AddOnRowsTable
        addOns={addOns}
        i18nPrefix="order.edit"
        maxQuantity={MAX_LINE_QUANTITY}
        rowTestId="line-add-on"
        renderPrice={(addOn) => <Table.Td>{money(addOn.price)}</Table.Td>}
        onQuantity={(index, quantity) => onChange(setAddOnQuantity(addOns, index, quantity))}
        onRemove={(index) => onChange(removeAddOn(addOns, index))}
      />
    </Stack>
  );
}
