import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { backOfficePaths } from '../backoffice-paths.ts';
import { ImagePicker } from '../payments/ImagePicker.tsx';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { RemoveConfirm } from '../payments/RemoveConfirm.tsx';
import { useProduct, useRemoveCatalogRow, useSaveProduct } from './catalog-api.ts';
import { LevelPricesEditor } from './LevelPricesEditor.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { OutletAvailabilityTable } from './OutletAvailabilityTable.tsx';
import { formToBody, productToForm, type ProductForm } from './product-form.ts';

/** Route /backoffice/products/:id ('new' makes one): the product and the outlets that sell it. */
export function ProductDetailScreen() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam === 'new' || idParam === undefined ? null : Number(idParam);
  const product = useProduct(id);
  const { outlet, outlets, isPending: isOutletPending } = useBackOfficeOutlet();
  if (id !== null && product.isError) return <Alert color="red">{errorMessageOf(product.error)}</Alert>;
  if (isOutletPending || (id !== null && !product.data)) return <Loader aria-label={t('common.loading')} />;
  return <ProductEditor key={id ?? 'new'} id={id} title={id === null ? t('boMenu.detail.newTitle') : t('boMenu.detail.editTitle', { name: product.data?.Name ?? '' })} initial={productToForm(product.data ?? null, outlets)} currency={outlet?.CurrencyCode ?? 'Rp'} />;
}

function ProductEditor({ id, title, initial, currency }: { id: number | null; title: string; initial: ProductForm; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const remove = useRemoveCatalogRow('product');
  const [form, setForm] = useState<ProductForm>(initial);
  const [key] = useState(newIdempotencyKey);
  const [showErrors, setShowErrors] = useState(false);
  const [removing, setRemoving] = useState(false);

  const set = (patch: Partial<ProductForm>) => setForm({ ...form, ...patch });
  const backToList = () => void navigate(backOfficePaths.products);

  const submit = () => {
    setShowErrors(true);
    if (form.name.trim() === '' || form.price === '' || form.outlets.some((row) => row.available && row.categoryId === null)) return;
    save.mutate(
      { id, body: formToBody(form), key },
      {
        onSuccess: (saved) => {
          toast.success(t('boMenu.detail.saved', { name: saved.Name }));
          backToList();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };

  const confirmRemove = () => {
    if (id === null) return;
    remove.mutate(id, {
      onSuccess: (result) => {
        toast.success(t(result.Archived ? 'boMenu.detail.archived' : 'boMenu.detail.deleted', { name: form.name }));
        backToList();
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  };

  return (
    <Stack gap="lg" data-testid="bo-product-detail" maw={960}>
      <Anchor component={Link} to={backOfficePaths.products}>
        ← {t('boMenu.detail.back')}
      </Anchor>
      <Title order={2}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <TextInput label={t('boMenu.fields.name')} size="md" maxLength={PRODUCT_NAME_MAX} required value={form.name} error={showErrors && form.name.trim() === '' ? t('boMenu.fields.required') : undefined} onChange={(event) => set({ name: event.currentTarget.value })} data-autofocus />
          <Textarea label={t('boMenu.fields.description')} size="md" autosize minRows={2} maxLength={PRODUCT_DESCRIPTION_MAX} value={form.description} onChange={(event) => set({ description: event.currentTarget.value })} />
          <ImagePicker value={form.image} altName={form.name} onChange={(image) => set({ image })} />
          <MoneyInput label={t('boMenu.fields.price')} size="md" w={260} required currency={currency} value={form.price} error={showErrors && form.price === '' ? t('boMenu.fields.required') : undefined} onValue={(price) => set({ price })} />
          <LevelPricesEditor levels={form.levels} currency={currency} onChange={(levels) => set({ levels })} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <OutletAvailabilityTable rows={form.outlets} currency={currency} productPrice={form.price} showErrors={showErrors} onChange={(rows) => set({ outlets: rows })} />
      </Paper>
      <Group justify="space-between">
        {id !== null ? (
          <Button variant="subtle" color="red" size="md" onClick={() => setRemoving(true)}>
            {t('backOffice.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Group>
          <Button variant="default" size="md" onClick={backToList}>
            {t('backOffice.cancel')}
          </Button>
          <Button size="md" loading={save.isPending} onClick={submit}>
            {t('boMenu.detail.save')}
          </Button>
        </Group>
      </Group>
      <RemoveConfirm name={removing ? form.name : null} isBusy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(false)} />
    </Stack>
  );
}
