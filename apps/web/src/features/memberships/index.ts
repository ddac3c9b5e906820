export { QrMembershipScreen } from './QrMembershipScreen.tsx';
export { MembershipPaymentDialog } from './dialogs/MembershipPaymentDialog.tsx';
export { MembershipPaymentSuccessDialog } from './dialogs/MembershipPaymentSuccessDialog.tsx';
export { initialMembershipPaymentState, MembershipPaymentMode, type MembershipPaymentState } from './membership-payment-state.ts';
