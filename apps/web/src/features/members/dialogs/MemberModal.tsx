import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE_HOURS, PHONE_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import type { Approval, Member } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { createMember, fetchMemberCategories, membersQueryKeys, updateMember } from '../api.ts';
import { useMemberAccess } from '../member-access.ts';
import { useMemberApproval } from '../use-member-approval.tsx';
import { emptyMemberForm, isCalendarDate, outletToday, toMemberBody, validateMemberForm, type MemberFormErrors, type MemberFormField, type MemberFormValues } from '../member-form.ts';
import { isMemberOfOwner } from '../member-expiry-view.ts';

export interface MemberModalProps {
  /** The member to edit; absent: a new one. */
  member?: Member | undefined;
  /** Saved: the member's id (the new one's from POST /member). */
  onSaved(memberId: number): void;
  onClose(): void;
}

function formOf(member: Member | undefined, canAddMember: boolean): MemberFormValues {
  if (!member) return { ...emptyMemberForm, AddMember: canAddMember };
  return {
    Name: member.Name,
    PhoneNumber: member.PhoneNumber,
    Email: member.Email ?? '',
    Address: member.Address ?? '',
    BirthDate: (member.BirthDate ?? '').slice(0, 10),
    MemberId: member.MemberId,
    IsAutoGenerate: false,
    AddMember: isMemberOfOwner(member),
    MemberCategoryId: member.MemberCategoryId ?? null,
  };
}

/** Above the payment and customer dialogs the modal opens from. */
const MEMBER_MODAL_Z_INDEX = 320;

/** Our own codes of member-form.ts; everything else is a spec text of the message table. */
const localErrorKeys: Record<string, string> = {
  BIRTH_DATE_IN_FUTURE: 'members.form.birthDateInFuture',
  BIRTH_DATE_INVALID: 'members.form.birthDateInvalid',
  PHONE_TOO_LONG: 'members.form.phoneTooLong',
  EMAIL_INVALID: 'members.form.emailInvalid',
  PHONE_INVALID: 'members.form.phoneInvalid',
};

/** 'YYYY-MM-DD' typed on the keyboard, read strictly: no guessing of day and month order. */
function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  return isCalendarDate(trimmed) ? trimmed : null;
}

/**
 * The member modal of spec §5: name, phone (at most 16), email and address optional; the
 * add-member switch (permission 11) asks for the member id (unless auto-generated) and the
 * birth date (not in the future, sent as year-month-day). A new member says 'Sukses menambah
 * member baru'.
 */
export function MemberModal({ member, onSaved, onClose }: MemberModalProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const queryClient = useQueryClient();
  const { canAddMember } = useMemberAccess();
  const timeZone = useSessionStore((state) => state.outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS);
  const [values, setValues] = useState<MemberFormValues>(() => formOf(member, canAddMember));
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const isEdit = member !== undefined;
  // Spec §9: member categories are cached for the session; Silver (IsDefault) is preselected by the server.
  const categories = useQuery({ queryKey: membersQueryKeys.categories, queryFn: fetchMemberCategories, staleTime: Infinity });
  const defaultCategory = categories.data?.find((category) => category.IsDefault) ?? null;
  const change = (patch: Partial<MemberFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field corrected loses its message; the others stay until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as MemberFormField];
      return next;
    });
  };
  const save = useMutation({
    mutationFn: async (given: Approval | undefined): Promise<number> => {
      const body = given ? { ...toMemberBody(values), Approval: given } : toMemberBody(values);
      if (member) {
        await updateMember(member.Id, body);
        return member.Id;
      }
      return createMember(body);
    },
    onSuccess: async (memberId) => {
      if (!isEdit) toast.success(SpecMessage.MEMBER_ADDED);
      else toast.success(t('members.form.saved'));
      await queryClient.invalidateQueries({ queryKey: membersQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['payment', 'members'] });
      approval.done();
      onSaved(memberId);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  const approval = useMemberApproval({ isSubmitting: save.isPending, zIndex: MEMBER_MODAL_Z_INDEX + 20 });
  const errorText = (field: MemberFormField): string | undefined => {
    const code = errors[field];
    if (code === undefined) return undefined;
    const key = localErrorKeys[code];
    return key ? t(key, { max: PHONE_MAX_LENGTH }) : translateMessage(code);
  };
  const submit = () => {
    const found = validateMemberForm(values, outletToday(new Date(), timeZone));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Spec §6: editing needs 12; adding a member, or making a customer one, 11 as well; a plain customer none.
    const becomesMember = values.AddMember && !(isEdit && isMemberOfOwner(member));
    approval.withApproval([...(isEdit ? (['EDIT_MEMBER'] as const) : []), ...(becomesMember ? (['ADD_MEMBER'] as const) : [])], (given) => save.mutate(given));
  };
  return (
    <Modal opened onClose={onClose} title={isEdit ? t('members.form.editTitle') : t('members.form.addTitle')} size="lg" centered zIndex={MEMBER_MODAL_Z_INDEX} closeOnClickOutside={!save.isPending}>
      <form
        noValidate
        data-testid="member-modal"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput label={t('members.form.name')} value={values.Name} onChange={(event) => change({ Name: event.currentTarget.value })} error={errorText('Name')} withAsterisk data-autofocus />
          <TextInput
            label={t('members.form.phone')}
            value={values.PhoneNumber}
            inputMode="tel"
            onChange={(event) => change({ PhoneNumber: event.currentTarget.value })}
            error={errorText('PhoneNumber')}
            withAsterisk={values.AddMember}
          />
          <TextInput label={t('members.form.email')} type="email" value={values.Email} onChange={(event) => change({ Email: event.currentTarget.value })} error={errorText('Email')} />
          <Textarea label={t('members.form.address')} value={values.Address} autosize minRows={1} maxRows={3} onChange={(event) => change({ Address: event.currentTarget.value })} />
          {!(isEdit && isMemberOfOwner(member)) ? (
            <Switch label={t('members.form.addMember')} checked={values.AddMember} onChange={(event) => change({ AddMember: event.currentTarget.checked })} size="md" />
          ) : null}
          {values.AddMember ? (
            <>
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('members.form.memberId')}
                  value={values.IsAutoGenerate ? '' : values.MemberId}
                  placeholder={values.IsAutoGenerate ? t('members.form.autoGenerated') : ''}
                  disabled={values.IsAutoGenerate}
                  onChange={(event) => change({ MemberId: event.currentTarget.value })}
                  error={errorText('MemberId')}
                  withAsterisk={!values.IsAutoGenerate}
                />
                {!isEdit ? (
                  <Checkbox label={t('members.form.autoGenerate')} checked={values.IsAutoGenerate} onChange={(event) => change({ IsAutoGenerate: event.currentTarget.checked, MemberId: '' })} mb={8} />
                ) : null}
              </Group>
              <Select
                label={t('members.form.category')}
                data={(categories.data ?? []).map((category) => ({ value: String(category.Id), label: category.Name }))}
                value={values.MemberCategoryId !== null ? String(values.MemberCategoryId) : defaultCategory ? String(defaultCategory.Id) : null}
                onChange={(value) => change({ MemberCategoryId: value === null ? null : Number(value) })}
                allowDeselect={false}
                comboboxProps={{ zIndex: 340 }}
              />
              <DateInput
                label={t('members.form.birthDate')}
                placeholder="YYYY-MM-DD"
                valueFormat="YYYY-MM-DD"
                dateParser={parseTypedDate}
                value={values.BirthDate === '' ? null : values.BirthDate}
                onChange={(value) => change({ BirthDate: value ?? '' })}
                error={errorText('BirthDate')}
                withAsterisk
                clearable
                popoverProps={{ zIndex: 340 }}
              />
            </>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('members.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('members.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {approval.dialog}
    </Modal>
  );
}
