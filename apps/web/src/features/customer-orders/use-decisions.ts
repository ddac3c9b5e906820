import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { printKitchenTickets, printTableChecker } from '../printing/index.ts';
import { useConfirmCustomerOrder, useRejectCustomerOrder, type DecisionTarget } from './api.ts';

/**
 * Confirm and reject with what follows them: after a confirm this terminal prints the order's
 * kitchen tickets (the server plans only the confirmed lines; pending ones never print) and,
 * for a table, the table checker as a new order does. Errors show as every failed call does.
 */
export function useDecisions(options: { hasTable: boolean }) {
  const confirm = useConfirmCustomerOrder();
  const reject = useRejectCustomerOrder();

  async function confirmLines(target: DecisionTarget): Promise<boolean> {
    try {
      await confirm.mutateAsync(target);
    } catch (error) {
      toast.error(errorMessageOf(error));
      return false;
    }
    void printKitchenTickets(target.orderId);
    if (options.hasTable) void printTableChecker(target.orderId);
    return true;
  }

  async function rejectLines(target: DecisionTarget, reason: string): Promise<boolean> {
    try {
      await reject.mutateAsync({ target, reason });
      return true;
    } catch (error) {
      toast.error(errorMessageOf(error));
      return false;
    }
  }

  return { confirmLines, rejectLines, isConfirming: confirm.isPending, isRejecting: reject.isPending };
}
