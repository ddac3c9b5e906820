import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@kasir/domain';
import type { Member } from '@kasir/contracts';
import { MemberExpiryBadge } from './MemberExpiryBadge.tsx';
import { isMemberOfOwner } from './member-expiry-view.ts';

export interface MemberListProps {
  members: readonly Member[];
  selectedId: number | null;
  onSelect(member: Member): void;
}

/** The member list of /cashier/member: one card per member, each a button named by the member. */
export function MemberList({ members, selectedId, onSelect }: MemberListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="list" aria-label={t('members.list.label')}>
      {members.map((member) => (
        <UnstyledButton
          key={member.Id}
          role="listitem"
          p="sm"
          style={{
            display: 'block',
            width: '100%',
            borderRadius: 'var(--mantine-radius-md)',
            border: `1px solid ${member.Id === selectedId ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
            background: member.Id === selectedId ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
          }}
          aria-current={member.Id === selectedId || undefined}
          aria-label={member.Name}
          onClick={() => onSelect(member)}
          data-testid={`member-row-${member.Id}`}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} truncate>
                {member.Name}
              </Text>
              <Text fz="sm" c="dimmed" truncate>
                {member.PhoneNumber}
                {isMemberOfOwner(member) ? ` · ${member.MemberNumber}` : ''}
              </Text>
              <Group gap={4} mt={2}>
                <MemberExpiryBadge member={member} />
              </Group>
            </Stack>
            <Stack gap={4} align="flex-end">
              {isMemberOfOwner(member) ? (
                <Badge variant="light" color="coffee">
                  {member.MemberCategoryName ?? t('members.list.member')}
                </Badge>
              ) : (
                <Badge variant="outline" color="gray">
                  {t('members.list.customer')}
                </Badge>
              )}
              {isMemberOfOwner(member) ? (
                <Text fz="xs" c="teal" style={{ whiteSpace: 'nowrap' }}>
                  {t('members.list.points', { points: formatNumber(member.Point) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
