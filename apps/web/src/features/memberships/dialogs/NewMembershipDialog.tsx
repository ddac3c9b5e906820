import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PurchaseMembership } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { createPurchaseMembership, useMemberCategoriesQuery } from '../api.ts';
import { customerBodyOf, emptyCustomerForm, validateCustomerForm, type CustomerFormErrors, type MembershipCustomerForm } from '../customer-form.ts';
import { CustomerFields } from '../CustomerFields.tsx';

export interface NewMembershipDialogProps {
  today: string;
  money(rupiah: number): string;
  onClose(): void;
  /** The PENDING purchase made: the screen opens its payment at once. */
  onCreated(purchase: PurchaseMembership): void;
}

/** A membership sold at the till (POST /qr/purchaseMembership/{MemberCategoryId}): category and the customer it is for. */
export function NewMembershipDialog({ today, money, onClose, onCreated }: NewMembershipDialogProps) {
  const { t } = useTranslation();
  const categories = useMemberCategoriesQuery();
  const [form, setForm] = useState<MembershipCustomerForm>(emptyCustomerForm);
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const create = useMutation({
    mutationFn: (valid: MembershipCustomerForm) => createPurchaseMembership(valid.memberCategoryId ?? 0, customerBodyOf(valid)),
    onSuccess: onCreated,
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  // Spec §3: Silver (the default category) is chosen until the cashier picks another.
  const defaultCategoryId = categories.data?.find((category) => category.IsDefault)?.Id ?? null;
  const current = form.memberCategoryId === null ? { ...form, memberCategoryId: defaultCategoryId } : form;
  const submit = () => {
    const found = validateCustomerForm(current, today);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(current);
  };
  return (
    <Modal opened onClose={onClose} title={t('memberships.new.title')} centered size="md" closeOnClickOutside={!create.isPending}>
      <form
        noValidate
        data-testid="new-membership-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {categories.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : categories.isError ? (
            <Alert color="red">{errorMessageOf(categories.error)}</Alert>
          ) : (
            <CustomerFields
              form={current}
              errors={errors}
              categories={categories.data}
              money={money}
              onChange={(next, changed) => {
                setForm(next);
                setErrors((current) => ({ ...current, [changed]: undefined }));
              }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('memberships.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!categories.data} data-testid="new-membership-submit">
              {t('memberships.new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
