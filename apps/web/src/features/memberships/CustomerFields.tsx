import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_LENGTH } from '@kasir/domain';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { formatBirthDateTyping, sanitiseMembershipPhone, type CustomerFormErrors, type CustomerFormField, type MembershipCustomerForm } from './customer-form.ts';

export interface CustomerFieldsProps {
  form: MembershipCustomerForm;
  errors: CustomerFormErrors;
  categories: ReadonlyArray<{ Id: number; Name: string; Price: number }>;
  money(rupiah: number): string;
  onChange(form: MembershipCustomerForm, changed: CustomerFormField): void;
  size?: 'md' | 'lg';
}

/** Name, phone, birth date and category: the fields of a new membership at the till and on the phone page. */
export function CustomerFields({ form, errors, categories, money, onChange, size = 'md' }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const errorText = (field: CustomerFormField) => {
    const error = errors[field];
    if (!error) return null;
    return 'message' in error ? translateMessage(error.message) : t(`memberships.form.errors.${error.key}`);
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('memberships.form.category')}
        placeholder={t('memberships.form.categoryPlaceholder')}
        withAsterisk
        size={size}
        data={categories.map((category) => ({ value: String(category.Id), label: `${category.Name} · ${money(category.Price)}` }))}
        value={form.memberCategoryId === null ? null : String(form.memberCategoryId)}
        onChange={(value) => onChange({ ...form, memberCategoryId: value === null ? null : Number(value) }, 'memberCategoryId')}
        allowDeselect={false}
        error={errorText('memberCategoryId')}
        comboboxProps={{ zIndex: 400 }}
        data-testid="membership-category-select"
      />
      <TextInput
        label={t('memberships.form.name')}
        withAsterisk
        size={size}
        autoComplete="name"
        value={form.name}
        onChange={(event) => onChange({ ...form, name: event.currentTarget.value }, 'name')}
        error={errorText('name')}
        data-testid="membership-name"
      />
      <TextInput
        label={t('memberships.form.phone')}
        withAsterisk
        size={size}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        value={form.phone}
        onChange={(event) => onChange({ ...form, phone: sanitiseMembershipPhone(event.currentTarget.value) }, 'phone')}
        error={errorText('phone')}
        data-testid="membership-phone"
      />
      <TextInput
        label={t('memberships.form.birthDate')}
        description={t('memberships.form.birthDateHint')}
        withAsterisk
        size={size}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="DD/MM/YYYY"
        value={form.birthDate}
        onChange={(event) => onChange({ ...form, birthDate: formatBirthDateTyping(event.currentTarget.value) }, 'birthDate')}
        error={errorText('birthDate')}
        data-testid="membership-birth-date"
      />
    </Stack>
  );
}
