import { useState } from 'react';
import { logoutCashier } from './session-actions.ts';

/** "Switch cashier" (spec §4 cashier logout → /select-cashier) with its busy flag for the button. */
export function useSwitchCashier(): { isSwitching: boolean; switchCashier: () => Promise<void> } {
  const [isSwitching, setIsSwitching] = useState(false);
  async function switchCashier() {
    setIsSwitching(true);
    try {
      await logoutCashier();
    } finally {
      setIsSwitching(false);
    }
  }
  return { isSwitching, switchCashier };
}
