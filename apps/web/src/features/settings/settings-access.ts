import { OtherPermission } from '@kasir/domain';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { useSessionStore } from '../session/session-store.ts';

/** Spec §6: settings (15) opens the settings screens; edit receipt settings (19) changes print sets and receipt flags. */
export function useSettingsAccess(): { canOpenSettings: boolean; canEditReceipt: boolean } {
  const cashier = useSessionStore((state) => state.cashier);
  return {
    canOpenSettings: accessLevelOf(cashier, OtherPermission.SETTINGS) !== AccessLevel.DENIED,
    canEditReceipt: accessLevelOf(cashier, OtherPermission.EDIT_RECEIPT_SETTINGS) !== AccessLevel.DENIED,
  };
}
