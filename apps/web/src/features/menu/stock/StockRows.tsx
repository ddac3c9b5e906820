import { useState } from 'react';
import { Button, Checkbox, NumberInput, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NUMERIC_MAX } from '@kasir/domain';
import { UNLIMITED_QUANTITY } from '../cart/add-on-rules.ts';

export interface ProductStockValue {
  /** Null: the stock is not tracked. */
  Quantity: number | null;
  IsSoldOut: boolean;
}

export interface ProductStockRowProps {
  id: number;
  name: string;
  category: string;
  value: ProductStockValue;
  isSaving: boolean;
  onSave(id: number, value: ProductStockValue): void;
}

/** A product's stock (tracked or not) and sold-out flag, saved with PUT /outletProduct/setStock/cashier. */
export function ProductStockRow({ id, name, category, value, isSaving, onSave }: ProductStockRowProps) {
  const { t } = useTranslation();
  const [isTracked, setIsTracked] = useState(value.Quantity !== null);
  const [quantity, setQuantity] = useState(value.Quantity ?? 0);
  const [isSoldOut, setIsSoldOut] = useState(value.IsSoldOut);
  const draft: ProductStockValue = { Quantity: isTracked ? quantity : null, IsSoldOut: isSoldOut };
  const isChanged = draft.Quantity !== value.Quantity || draft.IsSoldOut !== value.IsSoldOut;
  return (
    <Table.Tr data-testid={`stock-row-${id}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {category}
        </Text>
      </Table.Td>
      <Table.Td>
        <Checkbox label={t('menu.trackStock')} checked={isTracked} onChange={(event) => setIsTracked(event.currentTarget.checked)} data-testid="stock-tracked" />
      </Table.Td>
      <Table.Td w={140}>
        <NumberInput
          size="xs"
          aria-label={t('menu.stockOf', { name })}
          value={isTracked ? quantity : ''}
          placeholder={t('menu.notTracked')}
          disabled={!isTracked}
          min={0}
          max={NUMERIC_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(entry) => setQuantity(Math.max(0, Math.trunc(Number(entry) || 0)))}
          data-testid="stock-quantity"
        />
      </Table.Td>
      <Table.Td>
        <Switch label={t('menu.soldOut')} checked={isSoldOut} onChange={(event) => setIsSoldOut(event.currentTarget.checked)} data-testid="stock-sold-out" />
      </Table.Td>
      <Table.Td w={100}>
        <Button size="xs" disabled={!isChanged} loading={isSaving} onClick={() => onSave(id, draft)} data-testid="stock-save">
          {t('menu.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export interface SubProductStockValue {
  /** UNLIMITED_QUANTITY (-1) for no limit. */
  Quantity: number;
  IsSoldOut: boolean;
}

export interface SubProductStockRowProps {
  id: number;
  name: string;
  value: SubProductStockValue;
  isSaving: boolean;
  onSave(id: number, value: SubProductStockValue): void;
}

/** An add-on's stock (-1 unlimited, spec §3) and sold-out flag, saved with PUT /subProduct/setStock. */
export function SubProductStockRow({ id, name, value, isSaving, onSave }: SubProductStockRowProps) {
  const { t } = useTranslation();
  const [isUnlimited, setIsUnlimited] = useState(value.Quantity === UNLIMITED_QUANTITY);
  const [quantity, setQuantity] = useState(value.Quantity === UNLIMITED_QUANTITY ? 0 : value.Quantity);
  const [isSoldOut, setIsSoldOut] = useState(value.IsSoldOut);
  const draft: SubProductStockValue = { Quantity: isUnlimited ? UNLIMITED_QUANTITY : quantity, IsSoldOut: isSoldOut };
  const isChanged = draft.Quantity !== value.Quantity || draft.IsSoldOut !== value.IsSoldOut;
  return (
    <Table.Tr data-testid={`sub-stock-row-${id}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Checkbox label={t('menu.unlimited')} checked={isUnlimited} onChange={(event) => setIsUnlimited(event.currentTarget.checked)} data-testid="sub-stock-unlimited" />
      </Table.Td>
      <Table.Td w={140}>
        <NumberInput
          size="xs"
          aria-label={t('menu.stockOf', { name })}
          value={isUnlimited ? '' : quantity}
          placeholder={t('menu.unlimited')}
          disabled={isUnlimited}
          min={0}
          max={NUMERIC_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(entry) => setQuantity(Math.max(0, Math.trunc(Number(entry) || 0)))}
          data-testid="sub-stock-quantity"
        />
      </Table.Td>
      <Table.Td>
        <Switch label={t('menu.soldOut')} checked={isSoldOut} onChange={(event) => setIsSoldOut(event.currentTarget.checked)} data-testid="sub-stock-sold-out" />
      </Table.Td>
      <Table.Td w={100}>
        <Button size="xs" disabled={!isChanged} loading={isSaving} onClick={() => onSave(id, draft)} data-testid="sub-stock-save">
          {t('menu.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
