import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SpecMessage, TOAST_TIMEOUT_MS } from '@kasir/domain';
import type { Approval, Order, OutletPaymentMethod, PayOrderBody, Payment } from '@kasir/contracts';
import { ApiError, errorMessageOf } from '../../api/http-client.ts';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { orderQueryKeys } from '../order/api.ts';
import { openCashDrawer } from '../printing/print-actions.ts';
import { assignVoucherAndPromo, assignPromo, payOrder } from './api.ts';
import { cardNumbersOf, forgetCardNumbers } from './card-numbers.ts';
import { nextPayAttempt, payIdempotencyKey } from './pay-attempt.ts';
import { buildPayRequest, SPEC_WORDED_REFUSALS } from './pay-request.ts';
import { afterPromosChanged, type PaymentDialogState } from './payment-dialog-state.ts';
import { findCashMethod } from './payment-rules.ts';
import type { VoucherLink } from './promo-rules.ts';

export interface UsePayInput {
  dialogKey: string;
  state: PaymentDialogState;
  update(patch: Partial<PaymentDialogState>): void;
  close(): void;
  /** Spec §6: payment (permission 9) carries UsePin or the role lacks it: a valid payment first asks for an approver. */
  needsApproval?: boolean;
  onApprovalNeeded?(): void;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/**
 * Pay (spec §4/§7/§8): POST /payment/{id} under the attempt's Idempotency-Key; on success
 * 'Payment Success', the dialog clears and closes, the success dialog shows the change, the
 * drawer opens when a used method says OpenDrawer; a failure shows the server's text and
 * clears the loading state.
 */
export function usePay({ dialogKey, state, update, close, needsApproval = false, onApprovalNeeded }: UsePayInput) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: PayOrderBody; key: string }) => payOrder(body, key),
    onSuccess: async (payment: Payment) => {
      toast.success(SpecMessage.PAYMENT_SUCCESS, { timeoutMs: TOAST_TIMEOUT_MS });
      forgetCardNumbers(dialogKey);
      close();
      openDialog('payment-success', { orderId: payment.OrderId, payment });
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      if (payment.IsOpenDrawer || payment.PaymentDetails.some((detail) => detail.OpenDrawer)) await openCashDrawer();
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      update({ attempt: nextPayAttempt(state.attempt, statusOf(error)) });
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(state.orderId) });
    },
  });

  function pay(order: Order, methods: readonly OutletPaymentMethod[], total: number, memberPoints: number | null, approval?: Approval): void {
    if (mutation.isPending) return;
    const promos = order.OrderPromos.filter((promo) => promo.MemberVoucherId === null).map((promo) => promo.OutletPromoId);
    const vouchers = order.OrderPromos.flatMap((promo) => (promo.MemberVoucherId === null ? [] : [{ MemberVoucherId: promo.MemberVoucherId, OutletPromoId: promo.OutletPromoId }]));
    const request = buildPayRequest({
      orderId: order.Id,
      version: order.Version,
      total,
      selected: state.selected,
      cashMethod: findCashMethod(methods),
      promoIds: promos,
      vouchers,
      memberId: order.MemberId,
      memberPoints,
      isFirstPayment: order.Payments.length === 0,
      isPartialPayment: state.isPartial === true,
      customerName: order.CustomerName,
      phoneNumber: order.PhoneNumber,
      cardNumbers: cardNumbersOf(dialogKey),
    });
    if (!request.ok) {
      toast.error(SPEC_WORDED_REFUSALS.includes(request.refusal) ? request.message : t(`payment.refusal.${request.refusal}`));
      return;
    }
    if (needsApproval && !approval) return void onApprovalNeeded?.();
    // The approval goes with the body but not into the attempt's key: a retry after a wrong PIN is the same payment.
    mutation.mutate({ body: approval ? { ...request.body, Approval: approval } : request.body, key: payIdempotencyKey(state.attempt, request.body) });
  }

  return { pay, isPaying: mutation.isPending };
}

/** OK of the promo or voucher picker: the server re-prices the order; changed promos reset the payments (spec §4). */
export function useAssignPromos({ state, update }: Pick<UsePayInput, 'state' | 'update'>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ order, promoIds, vouchers }: { order: Order; promoIds: number[]; vouchers: VoucherLink[] }) =>
      vouchers.length > 0 || order.OrderPromos.some((promo) => promo.MemberVoucherId !== null)
        ? assignVoucherAndPromo(order.Id, { Version: order.Version, Promos: promoIds.map((id) => ({ OutletPromoId: id })), Vouchers: vouchers })
        : assignPromo(order.Id, { Version: order.Version, Promos: promoIds.map((id) => ({ OutletPromoId: id })) }),
    onSuccess: (order) => {
      // After assignPromo the server's order totals win (the payment contract).
      queryClient.setQueryData(orderQueryKeys.detail(order.Id), order);
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.ongoing(null).slice(0, 2) });
      update(afterPromosChanged(state));
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(state.orderId) });
    },
  });
  return { assign: mutation.mutate, isSaving: mutation.isPending };
}
