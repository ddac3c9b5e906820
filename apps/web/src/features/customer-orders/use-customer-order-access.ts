import { OtherPermission } from '@kasir/domain';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { useSessionStore } from '../session/session-store.ts';

/** Spec §6 permission 8 (manage customer orders): confirm and reject. The server checks it again. */
export function useCanManageCustomerOrders(): boolean {
  return useSessionStore((state) => accessLevelOf(state.cashier, OtherPermission.MANAGE_CUSTOMER_ORDERS) !== AccessLevel.DENIED);
}
