import { useState, type ReactNode } from 'react';
import { Anchor, Button, Checkbox, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminPromo, PromoChoices } from '@kasir/contracts';
import { PromoType, formatOutletDate } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { backOfficePaths } from '../backoffice-paths.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { RemoveConfirm } from '../payments/RemoveConfirm.tsx';
import { PromoDiscountFields } from './PromoDiscountFields.tsx';
import { PromoOutletFields, PromoTargetFields } from './PromoReachFields.tsx';
import { PromoTermsFields } from './PromoTermsFields.tsx';
import { emptyPromoForm, promoToForm, readPromoForm, withPromoType, withoutOutletItems, type PromoForm, type PromoFormErrors } from './promo-form.ts';
import { usePromo, usePromoChoices, useRemovePromo, useSavePromo } from './promos-api.ts';

const DEFAULT_LENGTH_DAYS = 30;
const DAY_MS = 86_400_000;

/** Route /backoffice/promos/:id ('new' for a new one): every field of a promo, grouped. */
export function PromoDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const promoId = id === undefined || id === 'new' ? null : Number(id);
  const promo = usePromo(promoId);
  const choices = usePromoChoices();
  if (choices.isPending || (promoId !== null && promo.isPending)) return <Loader aria-label={t('common.loading')} />;
  if (choices.isError) return <Text c="red">{errorMessageOf(choices.error)}</Text>;
  if (promoId !== null && !promo.data) return <Text>{t('boPromos.notFound')}</Text>;
  return <PromoEditor key={promoId ?? 'new'} promo={promo.data ?? null} outlets={choices.data.Outlets} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function PromoEditor({ promo, outlets }: { promo: AdminPromo | null; outlets: PromoChoices['Outlets'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { outlet } = useBackOfficeOutlet();
  const currency = outlet?.CurrencyCode ?? 'Rp';
  const save = useSavePromo();
  const remove = useRemovePromo();
  const [form, setForm] = useState<PromoForm>(() => {
    if (promo) return promoToForm(promo);
    const now = new Date();
    return { ...emptyPromoForm(formatOutletDate(now), outlets.map((row) => row.Id)), endDate: formatOutletDate(new Date(now.getTime() + DEFAULT_LENGTH_DAYS * DAY_MS)) };
  });
  const [errors, setErrors] = useState<PromoFormErrors>({});
  const [isRemoving, setRemoving] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const set = (patch: Partial<PromoForm>) => setForm((current) => ({ ...current, ...patch }));
  const back = () => void navigate(backOfficePaths.promos);

  const ownerOf = (kind: 'product' | 'category' | 'bundle' | 'method', itemId: number) => {
    const list = { product: 'Products', category: 'Categories', bundle: 'Bundles', method: 'PaymentMethods' } as const;
    return outlets.find((row) => row[list[kind]].some((item) => item.Id === itemId))?.Id;
  };
  const toggleOutlet = (outletId: number, checked: boolean) =>
    setForm((current) => withoutOutletItems({ ...current, outletIds: checked ? [...current.outletIds, outletId].sort((a, b) => a - b) : current.outletIds.filter((other) => other !== outletId) }, ownerOf));

  const submit = () => {
    const read = readPromoForm(form);
    if (read.errors) {
      setErrors(read.errors);
      toast.error(Object.values(read.errors).map((code) => t(`boPromos.errors.${code}`)).join('. '));
      return;
    }
    setErrors({});
    save.mutate(
      { id: promo?.Id ?? null, body: read.body, key },
      {
        onSuccess: (saved) => {
          toast.success(t('boPromos.saved', { name: saved.Name }));
          back();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };

  const confirmRemove = () => {
    if (!promo) return;
    remove.mutate(promo.Id, {
      onSuccess: (result) => {
        toast.success(t(result.Archived ? 'boPromos.archivedToast' : 'boPromos.deleted', { name: promo.Name }));
        back();
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  };

  return (
    <form
      data-testid="bo-promo-detail"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg" maw={960}>
        <Anchor component={Link} to={backOfficePaths.promos}>
          ← {t('boPromos.detail.back')}
        </Anchor>
        <Title order={2}>{promo ? promo.Name : t('boPromos.detail.newTitle')}</Title>
        <Section title={t('boPromos.sections.general')}>
          <Stack gap="md">
            <TextInput label={t('boPromos.fields.name')} size="md" value={form.name} error={errors.name ? t(`boPromos.errors.${errors.name}`) : undefined} onChange={(event) => set({ name: event.currentTarget.value })} />
            <div>
              <Text fw={600} size="md" mb={4}>
                {t('boPromos.fields.promoType')}
              </Text>
              <SegmentedControl
                size="md"
                value={String(form.promoType)}
                onChange={(value) => setForm((current) => withPromoType(current, Number(value)))}
                data={Object.values(PromoType).map((type) => ({ value: String(type), label: t(`boPromos.types.${type}`) }))}
              />
            </div>
            <Checkbox size="md" label={t('boPromos.fields.isActive')} checked={form.isActive} onChange={(event) => set({ isActive: event.currentTarget.checked })} />
          </Stack>
        </Section>
        <Section title={t('boPromos.sections.discount')}>
          <PromoDiscountFields form={form} set={set} errors={errors} currency={currency} />
        </Section>
        <Section title={t('boPromos.sections.outlets')}>
          <PromoOutletFields form={form} errors={errors} outlets={outlets} onToggle={toggleOutlet} />
        </Section>
        <Section title={t('boPromos.sections.appliesTo')}>
          <PromoTargetFields form={form} set={set} errors={errors} outlets={outlets} />
        </Section>
        <Section title={t('boPromos.sections.terms')}>
          <PromoTermsFields form={form} set={set} errors={errors} outlets={outlets} currency={currency} />
        </Section>
        <Group justify="space-between">
          {promo ? (
            <Button variant="subtle" color="red" size="md" onClick={() => setRemoving(true)}>
              {t('boPromos.detail.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" size="md" onClick={back}>
              {t('backOffice.cancel')}
            </Button>
            <Button type="submit" size="md" loading={save.isPending}>
              {t('backOffice.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <RemoveConfirm name={isRemoving && promo ? promo.Name : null} isBusy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(false)} />
    </form>
  );
}
