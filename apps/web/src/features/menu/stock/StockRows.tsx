import { useState } from 'react';
import { Button, Checkbox, NumberInput, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NUMERIC_MAX } from '@kasir/domain';
import { UNLIMITED_QUANTITY } from '../cart/add-on-rules.ts';

/** The count typed and the sold-out flag, held the same way by a product row and an add-on row. */
function useStockDraft(quantity: number, isSoldOut: boolean) {
  const [draftQuantity, setQuantity] = useState(quantity);
  const [draftSoldOut, setIsSoldOut] = useState(isSoldOut);
  return { quantity: draftQuantity, setQuantity, isSoldOut: draftSoldOut, setIsSoldOut };
}

type StockDraft = ReturnType<typeof useStockDraft>;

interface StockEditCellsProps {
  name: string;
  draft: StockDraft;
  /** False: no count to type (not tracked, or unlimited); the input is disabled and shows the placeholder. */
  hasQuantity: boolean;
  placeholder: string;
  isChanged: boolean;
  isSaving: boolean;
  onSave(): void;
  /** "stock" for products, "sub-stock" for add-ons: the rows' test ids. */
  testIdPrefix: string;
}

/** The quantity, sold-out and save cells a product row and an add-on row share: only what "no count" means differs. */
function StockEditCells({ name, draft, hasQuantity, testIdPrefix, ...props }: StockEditCellsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td w={140}>
        <NumberInput
          size="xs"
          aria-label={t('menu.stockOf', { name })}
          value={hasQuantity ? draft.quantity : ''}
          placeholder={props.placeholder}
          disabled={!hasQuantity}
          min={0}
          max={NUMERIC_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          onChange={(entry) => draft.setQuantity(Math.max(0, Math.trunc(Number(entry) || 0)))}
          data-testid={`${testIdPrefix}-quantity`}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          label={t('menu.soldOut')}
          checked={draft.isSoldOut}
          onChange={(event) => draft.setIsSoldOut(event.currentTarget.checked)}
          data-testid={`${testIdPrefix}-sold-out`}
        />
      </Table.Td>
      <Table.Td w={100}>
        <Button size="xs" disabled={!props.isChanged} loading={props.isSaving} onClick={props.onSave} data-testid={`${testIdPrefix}-save`}>
          {t('menu.save')}
        </Button>
      </Table.Td>
    </>
  );
}

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
  const stock = useStockDraft(value.Quantity ?? 0, value.IsSoldOut);
  const draft: ProductStockValue = { Quantity: isTracked ? stock.quantity : null, IsSoldOut: stock.isSoldOut };
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
      <StockEditCells name={name} draft={stock} hasQuantity={isTracked} placeholder={t('menu.notTracked')} testIdPrefix="stock"
        isChanged={isChanged} isSaving={isSaving} onSave={() => onSave(id, draft)} />
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
  const stock = useStockDraft(value.Quantity === UNLIMITED_QUANTITY ? 0 : value.Quantity, value.IsSoldOut);
  const draft: SubProductStockValue = { Quantity: isUnlimited ? UNLIMITED_QUANTITY : stock.quantity, IsSoldOut: stock.isSoldOut };
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
      <StockEditCells name={name} draft={stock} hasQuantity={!isUnlimited} placeholder={t('menu.unlimited')} testIdPrefix="sub-stock"
        isChanged={isChanged} isSaving={isSaving} onSave={() => onSave(id, draft)} />
    </Table.Tr>
  );
}
