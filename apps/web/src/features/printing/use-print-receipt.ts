import { useCallback, useState } from 'react';
import { printReceipt, type PrintRun } from './print-actions.ts';

/** For the payment success dialog's Print Receipt button: the action and whether it is running. */
export function usePrintReceipt(): { printReceipt: (orderId: number, options?: { isReprint?: boolean }) => Promise<PrintRun>; isPrinting: boolean } {
  const [isPrinting, setIsPrinting] = useState(false);
  const run = useCallback(async (orderId: number, options?: { isReprint?: boolean }) => {
    setIsPrinting(true);
    try {
      return await printReceipt(orderId, options);
    } finally {
      setIsPrinting(false);
    }
  }, []);
  return { printReceipt: run, isPrinting };
}
