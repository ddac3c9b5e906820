import type { ReactNode } from 'react';
import { ActionIcon, NumberInput, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a row needs of an add-on, whether a cart add-on (price in Money) or an ordered line's (rupiah). */
export interface AddOnRowValue {
  subProductId: number | null;
  name: string;
  quantity: number;
}

export interface AddOnRowsTableProps<T extends AddOnRowValue> {
  addOns: readonly T[];
  /** Whose catalogue holds noAddOns, addOnQuantity and removeAddOn: the menu page's or the order's edit dialog's. */
  i18nPrefix: 'menu' | 'order.edit';
  maxQuantity: number;
  /** The price cell (a Table.Td): typed on the menu page, shown on an ordered line. */
  renderPrice(addOn: T, index: number): ReactNode;
  /** The number typed (0 when the box is emptied); the caller's rules force it whole and at least 1. */
  onQuantity(index: number, quantity: number): void;
  onRemove(index: number): void;
  tableTestId?: string;
  rowTestId?: string;
}

/**
 * The chosen add-ons of a menu line and of an ordered line (spec §5): name, price, quantity and a
 * remove button each, or "no add-ons".
 */
export function AddOnRowsTable<T extends AddOnRowValue>({ addOns, i18nPrefix, ...props }: AddOnRowsTableProps<T>) {
  const { t } = useTranslation();
  if (addOns.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(`${i18nPrefix}.noAddOns`)}
      </Text>
    );
  }
  return (
    <Table data-testid={props.tableTestId} verticalSpacing={4}>
      <Table.Tbody>
        {addOns.map((addOn, index) => (
          <Table.Tr key={`${addOn.subProductId ?? 'text'}-${addOn.name}`} data-testid={props.rowTestId}>
            <Table.Td>{addOn.name}</Table.Td>
            {props.renderPrice(addOn, index)}
            <Table.Td w={100}>
              <NumberInput
                size="xs"
                aria-label={t(`${i18nPrefix}.addOnQuantity`, { name: addOn.name })}
                value={addOn.quantity}
                min={1}
                max={props.maxQuantity}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                onChange={(value) => props.onQuantity(index, Number(value) || 0)}
              />
            </Table.Td>
            <Table.Td w={40}>
              <ActionIcon color="red" variant="subtle" aria-label={t(`${i18nPrefix}.removeAddOn`, { name: addOn.name })} onClick={() => props.onRemove(index)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
