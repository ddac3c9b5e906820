import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MemberExpiryStatus } from '@kasir/domain';
import type { Member } from '@kasir/contracts';
import { memberExpiryOf } from './member-expiry-view.ts';

/**
 * Spec §4 member expiry: a warning with 0 to 10 days left (hours under one day), an expired
 * label once it has passed; nothing for a membership further off or without an end.
 */
export function MemberExpiryBadge({ member, now = new Date() }: { member: Pick<Member, 'MemberOwners'>; now?: Date }) {
  const { t } = useTranslation();
  const expiry = memberExpiryOf(member, now);
  if (expiry === null || expiry.status === MemberExpiryStatus.ACTIVE) return null;
  if (expiry.status === MemberExpiryStatus.EXPIRED) {
    return (
      <Badge color="red" variant="filled" data-testid="member-expired">
        {t('members.expiry.expired')}
      </Badge>
    );
  }
  const text = expiry.hoursLeft !== null ? t('members.expiry.hoursLeft', { count: expiry.hoursLeft }) : t('members.expiry.daysLeft', { count: expiry.daysLeft });
  return (
    <Badge color="orange" variant="light" data-testid="member-expiring">
      {text}
    </Badge>
  );
}
