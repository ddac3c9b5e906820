import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '@kasir/domain';
import type { SubProduct } from '@kasir/contracts';
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
      {addOns.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('order.edit.noAddOns')}
        </Text>
      ) : (
        <Table verticalSpacing={2}>
          <Table.Tbody>
            {addOns.map((addOn, index) => (
              <Table.Tr key={`${addOn.subProductId ?? 'text'}-${addOn.name}`} data-testid="line-add-on">
                <Table.Td>{addOn.name}</Table.Td>
                <Table.Td>{money(addOn.price)}</Table.Td>
                <Table.Td w={100}>
                  <NumberInput
                    size="xs"
                    aria-label={t('order.edit.addOnQuantity', { name: addOn.name })}
                    value={addOn.quantity}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    allowDecimal={false}
                    allowNegative={false}
                    onChange={(value) => onChange(setAddOnQuantity(addOns, index, Number(value)))}
                  />
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon color="red" variant="subtle" aria-label={t('order.edit.removeAddOn', { name: addOn.name })} onClick={() => onChange(removeAddOn(addOns, index))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
