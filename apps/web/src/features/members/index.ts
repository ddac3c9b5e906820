export { MemberModal } from './dialogs/MemberModal.tsx';
export { MemberExpiryBadge } from './MemberExpiryBadge.tsx';
export { memberExpiryOf, isMemberOfOwner } from './member-expiry-view.ts';
export { useMemberAccess } from './member-access.ts';
