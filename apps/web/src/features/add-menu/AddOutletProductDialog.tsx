import { useMemo, useState } from 'react';
import { Box, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADD_MENU_QUANTITY_MAX, type OutletProduct, type OwnerProduct } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useCategoriesQuery, useOrderTypesQuery } from '../menu/catalog/catalog-api.ts';
import { typeOnKeypad, type KeypadKey } from '../payment/keypad-input.ts';
import { AmountField } from './AmountField.tsx';
import { AmountKeypad } from './AmountKeypad.tsx';
import { activeFieldOf, initialAddProductForm, levelKeysOf, missingFieldOf, toAddOutletProductBody, withActiveField, type AddProductForm, type AmountFieldId } from './add-product-form.ts';
import { newAddMenuRequestKey, useAddOutletProduct } from './api.ts';

export interface AddOutletProductDialogProps {
  product: OwnerProduct;
  currencyPrefix: string;
  onAdded(product: OutletProduct): void;
  onClose(): void;
}

/**
 * Spec §2 "add outlet product": the outlet's category, the price (the owner's default proposed:
 * typed with the keyboard or the keypad, the first digit replaces it), optional level prices
 * and stock. Save puts the product on this outlet's menu.
 */
export function AddOutletProductDialog({ product, currencyPrefix, onAdded, onClose }: AddOutletProductDialogProps) {
  const { t } = useTranslation();
  const categories = useCategoriesQuery();
  const orderTypes = useOrderTypesQuery();
  const levelKeys = useMemo(() => levelKeysOf(product, orderTypes.data ?? []), [product, orderTypes.data]);
  const [form, setForm] = useState<AddProductForm>(() => initialAddProductForm(product, levelKeysOf(product, orderTypes.data ?? []), null));
  const [requestKey] = useState(newAddMenuRequestKey);
  const [isCategoryMissing, setCategoryMissing] = useState(false);
  const add = useAddOutletProduct();
  // Level fields that appear once the order types load start from the owner's prices too.
  const initialLevels = useMemo(() => initialAddProductForm(product, levelKeys, null).levels, [product, levelKeys]);
  const complete = (current: AddProductForm): AddProductForm => ({ ...current, levels: { ...initialLevels, ...current.levels } });
  const levels = complete(form).levels;
  const typeInto = (id: AmountFieldId | null, key: KeypadKey) =>
    setForm((current) => {
      const full = { ...complete(current), active: id ?? current.active };
      return withActiveField(full, typeOnKeypad(activeFieldOf(full), key));
    });
  const activate = (active: AmountFieldId) => setForm((current) => ({ ...current, active }));

  const save = () => {
    const filled = complete(form);
    if (missingFieldOf(filled) !== null) {
      setCategoryMissing(true);
      return;
    }
    add.mutate(
      { body: toAddOutletProductBody(product, filled), requestKey },
      {
        onSuccess: (added) => {
          toast.success(t('addMenu.dialog.added', { name: product.Name }));
          onAdded(added);
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };

  const amountField = (id: AmountFieldId, label: string) => (
    <AmountField
      key={id}
      label={label}
      field={id === 'price' ? form.price : (levels[id] ?? form.price)}
      isActive={form.active === id}
      currencyPrefix={currencyPrefix}
      hint={t('addMenu.dialog.replaceHint')}
      testId={id === 'price' ? 'add-menu-price' : `add-menu-level-${id}`}
      onActivate={() => activate(id)}
      onKey={(key) => typeInto(id, key)}
      onEnter={save}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('addMenu.dialog.title')} size="xl" centered closeOnClickOutside={!add.isPending}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box style={{ flex: 7, minWidth: 0 }}>
          <Stack gap="sm">
            <Text fw={700} fz="lg" data-testid="add-menu-dialog-product">
              {product.Name}
            </Text>
            <Select
              label={t('addMenu.dialog.category')}
              placeholder={t('addMenu.dialog.categoryPlaceholder')}
              data={(categories.data ?? []).map((category) => ({ value: String(category.Id), label: category.Name }))}
              value={form.categoryId}
              onChange={(value) => {
                setCategoryMissing(false);
                setForm((current) => ({ ...current, categoryId: value }));
              }}
              error={isCategoryMissing ? t('addMenu.dialog.categoryRequired') : undefined}
              disabled={categories.isLoading}
              withAsterisk
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="add-menu-category"
            />
            {amountField('price', t('addMenu.dialog.price'))}
            {levelKeys.length > 0 && (
              <>
                <Text fz="sm" c="dimmed">
                  {t('addMenu.dialog.levelPricesHint')}
                </Text>
                <Group grow align="flex-start">
                  {levelKeys.map((key) => amountField(key as AmountFieldId, t('addMenu.dialog.levelPrice', { level: key.slice('LEVEL'.length) })))}
                </Group>
              </>
            )}
            <NumberInput
              label={t('addMenu.dialog.stock')}
              description={t('addMenu.dialog.stockHint')}
              value={form.stock}
              onChange={(value) => setForm((current) => ({ ...current, stock: value === '' ? '' : String(value) }))}
              min={0}
              max={ADD_MENU_QUANTITY_MAX}
              allowDecimal={false}
              allowNegative={false}
              size="md"
              data-testid="add-menu-stock"
            />
          </Stack>
        </Box>
        <Box style={{ flex: 5, minWidth: 0 }} pt={30}>
          <AmountKeypad onKey={(key) => typeInto(null, key)} />
        </Box>
      </Group>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={add.isPending}>
          {t('addMenu.dialog.cancel')}
        </Button>
        <Button onClick={save} loading={add.isPending} data-testid="add-menu-save">
          {t('addMenu.dialog.save')}
        </Button>
      </Group>
    </Modal>
  );
}
