import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderSchema, STALE_ORDER_MESSAGE } from '@kasir/contracts';
import { ApiError, errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { orderQueryKeys } from './api.ts';

/** HTTP status of a change based on a stale order version: the body carries the fresh order. */
export const STALE_VERSION_STATUS = 409;

export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === STALE_VERSION_STATUS;
}

/** The fresh order a 409 carries (StaleOrderErrorBody.Order), or null when it is missing or malformed. */
export function freshOrderOf(error: ApiError) {
  const body = error.body;
  if (body === null || typeof body !== 'object' || !('Order' in body)) return null;
  const parsed = OrderSchema.safeParse(body.Order);
  return parsed.success ? parsed.data : null;
}

export interface OrderChangeOptions<TInput> {
  mutationFn(input: TInput): Promise<unknown>;
  successMessage: string;
  onDone(): void;
  /** A refused change that the cashier can retry in the same dialog (wrong PIN, validation). */
  onRefused?(message: string): void;
}

/**
 * Runs one order change and refreshes every order view afterwards. A stale version (another
 * terminal changed the order first) is not retried: the fresh order from the 409 is shown at
 * once, the cashier is told, and the dialog closes so the change is made again against what
 * is really there.
 */
export function useOrderChange<TInput>({ mutationFn, successMessage, onDone, onRefused }: OrderChangeOptions<TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast.success(successMessage);
      onDone();
      await queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
    },
    onError: async (error) => {
      if (isStaleVersion(error)) {
        const fresh = freshOrderOf(error);
        if (fresh) queryClient.setQueryData(orderQueryKeys.detail(fresh.Id), fresh);
        toast.error(error.message || STALE_ORDER_MESSAGE);
        onDone();
        await queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
        return;
      }
      const message = errorMessageOf(error);
      if (onRefused) onRefused(message);
      else toast.error(message);
    },
  });
}
