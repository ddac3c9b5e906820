import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Approval, Member } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { membersQueryKeys, registerMemberCard, setCustomerAsMember } from '../api.ts';
import { useMemberApproval } from '../use-member-approval.tsx';

/**
 * Spec §2 "set customer as member": a walk-in customer becomes a member of this owner
 * (GET /customer/{id}/setAsMember); a card handed over is registered to them
 * (POST /customer/registerMemberCard). Permission 11, refused by the server as well.
 */
export function SetAsMemberDialog({ customer, onDone, onClose }: { customer: Member; onDone(): void; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cardNo, setCardNo] = useState('');
  const save = useMutation({
    // One supervisor approval covers both calls (both permission 11).
    mutationFn: async (given: Approval | undefined) => {
      await setCustomerAsMember(customer.Id, given);
      const card = cardNo.trim();
      if (card !== '') await registerMemberCard({ Id: customer.Id, MemberCardNo: card, ...(given ? { Approval: given } : {}) });
    },
    onSuccess: async () => {
      approval.done();
      toast.success(t('members.setAsMember.done', { name: customer.Name }));
      await queryClient.invalidateQueries({ queryKey: membersQueryKeys.all });
      onDone();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  const approval = useMemberApproval({ isSubmitting: save.isPending });
  return (
    <Modal opened onClose={onClose} title={t('members.setAsMember.title')} centered size="md" closeOnClickOutside={!save.isPending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          approval.withApproval(['ADD_MEMBER'], (given) => save.mutate(given));
        }}
      >
        <Stack gap="sm">
          <Text>{t('members.setAsMember.message', { name: customer.Name })}</Text>
          <TextInput label={t('members.setAsMember.cardNo')} description={t('members.setAsMember.cardNoHint')} value={cardNo} onChange={(event) => setCardNo(event.currentTarget.value)} data-autofocus />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('members.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('members.setAsMember.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
      {approval.dialog}
    </Modal>
  );
}
