import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit, IconIdBadge2, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@kasir/contracts';
import { MemberExpiryBadge } from './MemberExpiryBadge.tsx';
import { MemberOrdersTab } from './tabs/MemberOrdersTab.tsx';
import { MemberPointsTab } from './tabs/MemberPointsTab.tsx';
import { MemberMinutesTab } from './tabs/MemberMinutesTab.tsx';
import { MemberVouchersTab } from './tabs/MemberVouchersTab.tsx';
import { isMemberOfOwner } from './member-expiry-view.ts';

export interface MemberDetailPanelProps {
  member: Member;
  onEdit(): void;
  onDelete(): void;
  onSetAsMember(): void;
}

/** One member on /cashier/member: who they are, then points with history, saved minutes, vouchers and paid orders. */
export function MemberDetailPanel({ member, onEdit, onDelete, onSetAsMember }: MemberDetailPanelProps) {
  const { t } = useTranslation();
  const isMember = isMemberOfOwner(member);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="member-detail" data-member-id={member.Id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={3}>{member.Name}</Title>
              <MemberExpiryBadge member={member} />
            </Group>
            <Text c="dimmed">
              {[member.PhoneNumber, member.Email].filter((part) => part !== null && part !== '').join(' · ')}
            </Text>
            {isMember ? (
              <Text fz="sm" data-testid="member-number">
                {t('members.detail.memberNumber', { number: member.MemberNumber })}
                {member.MemberCategoryName ? ` · ${member.MemberCategoryName}` : ''}
              </Text>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('members.detail.notMember')}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {/* Every action is offered: one the role lacks asks for a supervisor's PIN (spec §6 request access). */}
            {!isMember ? (
              <Button leftSection={<IconIdBadge2 size={18} />} onClick={onSetAsMember}>
                {t('members.setAsMember.open')}
              </Button>
            ) : null}
            <Button variant="default" leftSection={<IconEdit size={18} />} onClick={onEdit}>
              {t('members.detail.edit')}
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} onClick={onDelete}>
              {t('members.detail.delete')}
            </Button>
          </Group>
        </Group>
        <Tabs defaultValue="points" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="points">{t('members.detail.points')}</Tabs.Tab>
            <Tabs.Tab value="minutes">{t('members.detail.minutes')}</Tabs.Tab>
            <Tabs.Tab value="vouchers">{t('members.detail.vouchers')}</Tabs.Tab>
            <Tabs.Tab value="orders">{t('members.detail.orders')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="points" pt="md">
            <MemberPointsTab memberId={member.Id} />
          </Tabs.Panel>
          <Tabs.Panel value="minutes" pt="md">
            <MemberMinutesTab memberId={member.Id} />
          </Tabs.Panel>
          <Tabs.Panel value="vouchers" pt="md">
            <MemberVouchersTab memberId={member.Id} />
          </Tabs.Panel>
          <Tabs.Panel value="orders" pt="md">
            <MemberOrdersTab memberId={member.Id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
