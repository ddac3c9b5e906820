import { useState } from 'react';
import { Button, Center, Grid, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEMBER_SEARCH_DEBOUNCE_MS, SpecMessage } from '@kasir/domain';
import type { Approval, Member } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialogForResult } from '../../dialogs/dialog-registry.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { toast } from '../../shared/ui/toast.ts';
import { deleteMember, membersQueryKeys, useMemberListQuery } from './api.ts';
import { MemberModal } from './dialogs/MemberModal.tsx';
import { SetAsMemberDialog } from './dialogs/SetAsMemberDialog.tsx';
import { MemberDetailPanel } from './MemberDetailPanel.tsx';
import { MemberList } from './MemberList.tsx';
import { useMemberApproval } from './use-member-approval.tsx';

type OpenModal = { kind: 'add' } | { kind: 'edit'; member: Member } | { kind: 'setAsMember'; member: Member } | null;

/**
 * Route /cashier/member: the owner's members and customers, searched by name, phone or member
 * number (debounced 1 s; empty: the latest first), and the chosen one's points, saved minutes,
 * vouchers and paid orders. Adding needs permission 11, editing and deleting 12.
 */
export function MembersScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const members = useMemberListQuery(keyword);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [modal, setModal] = useState<OpenModal>(null);
  const list = members.data ?? [];
  const selected = list.find((member) => member.Id === selectedId) ?? null;
  const remove = useMutation({
    mutationFn: ({ member, approval }: { member: Member; approval: Approval | undefined }) => deleteMember(member.Id, approval),
    onSuccess: async (_answer, { member }) => {
      deleteApproval.done();
      toast.success(t('members.detail.deleted', { name: member.Name }));
      setSelectedId(null);
      await queryClient.invalidateQueries({ queryKey: membersQueryKeys.all });
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  // Deleting needs edit member data (12); without it freely, a supervisor's PIN (spec §6).
  const deleteApproval = useMemberApproval({ isSubmitting: remove.isPending });
  const confirmDelete = async (member: Member) => {
    const isSure = await openDialogForResult('yes-no', {
      title: t('members.detail.deleteTitle'),
      message: t('members.detail.deleteMessage', { name: member.Name }),
      confirmLabel: t('members.detail.delete'),
      isDanger: true,
    });
    if (isSure === true) deleteApproval.withApproval(['EDIT_MEMBER'], (approval) => remove.mutate({ member, approval }));
  };

  let listPart;
  if (members.isPending) {
    listPart = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (members.isError) {
    listPart = <Text c="red">{errorMessageOf(members.error)}</Text>;
  } else if (list.length === 0) {
    listPart = (
      <Text c="dimmed" ta="center" py="xl" data-testid="members-empty">
        {keyword === '' ? t('members.list.none') : translateMessage(SpecMessage.MEMBER_NOT_FOUND)}
      </Text>
    );
  } else {
    listPart = <MemberList members={list} selectedId={selectedId} onSelect={(member) => setSelectedId(member.Id)} />;
  }

  return (
    <Stack gap="md" data-testid="members-screen">
      <Group justify="space-between">
        <Title order={2}>{t('screens.member.title')}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setModal({ kind: 'add' })}>
          {t('members.list.add')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="sm">
              <TextInput
                placeholder={t('members.list.search')}
                aria-label={t('members.list.search')}
                leftSection={<IconSearch size={18} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                size="md"
                data-testid="members-search"
              />
              <Text fz="xs" c="dimmed">
                {keyword === '' ? t('members.list.latest') : t('members.list.results', { keyword })}
              </Text>
              <ScrollArea.Autosize mah="calc(100vh - 260px)">{listPart}</ScrollArea.Autosize>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <MemberDetailPanel
              key={selected.Id}
              member={selected}
              onEdit={() => setModal({ kind: 'edit', member: selected })}
              onDelete={() => void confirmDelete(selected)}
              onSetAsMember={() => setModal({ kind: 'setAsMember', member: selected })}
            />
          ) : (
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" gap="xs" c="dimmed">
                <IconUsers size={40} aria-hidden />
                <Text>{t('members.detail.pick')}</Text>
              </Stack>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      {modal?.kind === 'add' ? (
        <MemberModal
          onSaved={(memberId) => {
            setModal(null);
            setSearch('');
            setSelectedId(memberId);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'edit' ? <MemberModal member={modal.member} onSaved={() => setModal(null)} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'setAsMember' ? <SetAsMemberDialog customer={modal.member} onDone={() => setModal(null)} onClose={() => setModal(null)} /> : null}
      {deleteApproval.dialog}
    </Stack>
  );
}
