import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMemberCategory } from '@kasir/contracts';
import { MEMBER_CATEGORY_DURATION_DAYS_MAX, MEMBER_CATEGORY_MINUTES_MAX } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { useSaveMemberCategory } from './promos-api.ts';

type Form = { name: string; price: number | ''; durationDays: number | ''; minutes: number | ''; position: number | '' };
const DEFAULT_DURATION_DAYS = 365;
const numberOrEmpty = (value: string | number) => (typeof value === 'number' ? value : '');

/** Create or edit a member category: name, price, duration, saved minutes it adds, position. */
export function MemberCategoryDialog({ editing, currency, onClose }: { editing: AdminMemberCategory | null; currency: string; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveMemberCategory();
  const [key] = useState(newIdempotencyKey);
  const [form, setForm] = useState<Form>(() =>
    editing
      ? { name: editing.Name, price: editing.Price, durationDays: editing.DurationDays, minutes: editing.TimeBalanceMinutes, position: editing.Position }
      : { name: '', price: '', durationDays: DEFAULT_DURATION_DAYS, minutes: 0, position: 0 },
  );
  const [errors, setErrors] = useState<Partial<Record<'name' | 'price' | 'durationDays', string>>>({});
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    const found: typeof errors = {};
    if (form.name.trim() === '') found.name = 'nameRequired';
    if (form.price === '') found.price = 'priceRequired';
    if (form.durationDays === '' || form.durationDays < 1) found.durationDays = 'durationRequired';
    setErrors(found);
    if (Object.keys(found).length > 0 || form.price === '' || form.durationDays === '') return;
    const body = { Name: form.name.trim(), Price: form.price, DurationDays: form.durationDays, TimeBalanceMinutes: form.minutes === '' ? 0 : form.minutes, Position: form.position === '' ? 0 : form.position };
    save.mutate(
      { id: editing?.Id ?? null, body, key },
      {
        onSuccess: (saved) => {
          toast.success(t('boPromos.categories.saved', { name: saved.Name }));
          onClose();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };
  const errorText = (field: keyof typeof errors) => (errors[field] ? t(`boPromos.categories.errors.${errors[field]}`) : undefined);

  return (
    <Modal opened onClose={onClose} title={editing ? t('boPromos.categories.edit', { name: editing.Name }) : t('boPromos.categories.new')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('boPromos.categories.fields.name')} size="md" value={form.name} error={errorText('name')} onChange={(event) => set({ name: event.currentTarget.value })} data-autofocus />
          <SimpleGrid cols={2}>
            <MoneyInput label={t('boPromos.categories.fields.price')} currency={currency} value={form.price} error={errorText('price')} onValue={(value) => set({ price: value })} />
            <NumberInput label={t('boPromos.categories.fields.durationDays')} size="md" min={1} max={MEMBER_CATEGORY_DURATION_DAYS_MAX} allowDecimal={false} allowNegative={false} hideControls value={form.durationDays} error={errorText('durationDays')} onChange={(value) => set({ durationDays: numberOrEmpty(value) })} />
            <NumberInput label={t('boPromos.categories.fields.timeBalanceMinutes')} size="md" max={MEMBER_CATEGORY_MINUTES_MAX} allowDecimal={false} allowNegative={false} hideControls value={form.minutes} onChange={(value) => set({ minutes: numberOrEmpty(value) })} />
            <NumberInput label={t('boPromos.categories.fields.position')} size="md" allowDecimal={false} allowNegative={false} hideControls value={form.position} onChange={(value) => set({ position: numberOrEmpty(value) })} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t('backOffice.cancel')}
            </Button>
            <Button type="submit" size="md" loading={save.isPending}>
              {t('backOffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
