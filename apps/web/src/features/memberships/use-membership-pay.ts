import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SpecMessage, TOAST_TIMEOUT_MS } from '@kasir/domain';
import type { Approval, OutletPaymentMethod, PaidMembership } from '@kasir/contracts';
import { ApiError, errorMessageOf } from '../../api/http-client.ts';
import { openDialog } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { cardNumbersOf, forgetCardNumbers } from '../payment/card-numbers.ts';
import { nextPayAttempt } from '../payment/pay-attempt.ts';
import { findCashMethod } from '../payment/payment-rules.ts';
import { openCashDrawer } from '../printing/print-actions.ts';
import { applyMembershipPromo, membershipQueryKeys, payMembership } from './api.ts';
import { afterMembershipPromoChanged, buildMembershipPayRequest, membershipPayIdempotencyKey, SPEC_WORDED_MEMBERSHIP_REFUSALS, type MembershipPayBody, type MembershipPaymentState } from './membership-payment-state.ts';

export interface UseMembershipPayInput {
  dialogKey: string;
  state: MembershipPaymentState;
  update(patch: Partial<MembershipPaymentState>): void;
  close(): void;
  /** Spec §6: payment (9) carries UsePin or the role lacks it: a valid payment first asks for an approver, as the order payment. */
  needsApproval?: boolean;
  onApprovalNeeded?(): void;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/**
 * Pay a membership (spec §4/§7): PUT /qr/paymentMembership/{Id} or, in extend mode,
 * /qr/paymentExtendMembership/{Id}, under the attempt's Idempotency-Key as the order payment
 * does, so a double tap or a retry never charges twice. On success 'Payment Success', the
 * dialog closes, the success dialog shows the change, the drawer opens when a used method says
 * OpenDrawer; a failure shows the server's text and a refusal starts a fresh attempt.
 */
export function useMembershipPay({ dialogKey, state, update, close, needsApproval = false, onApprovalNeeded }: UseMembershipPayInput) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: MembershipPayBody; key: string }) => payMembership(state.mode, body, key),
    onSuccess: async (purchase: PaidMembership) => {
      toast.success(SpecMessage.PAYMENT_SUCCESS, { timeoutMs: TOAST_TIMEOUT_MS });
      // Spec §7: after success the cash drawer opens if any used method has OpenDrawer.
      const opensDrawer = purchase.IsOpenDrawer || (purchase.Payment?.PaymentDetails.some((detail) => detail.OpenDrawer) ?? false);
      forgetCardNumbers(dialogKey);
      close();
      openDialog('membership-payment-success', { purchase });
      void queryClient.invalidateQueries({ queryKey: membershipQueryKeys.all });
      if (opensDrawer) await openCashDrawer();
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      update({ attempt: nextPayAttempt(state.attempt, statusOf(error)) });
      void queryClient.invalidateQueries({ queryKey: membershipQueryKeys.detail(state.purchaseMembershipId) });
    },
  });

  function pay(methods: readonly OutletPaymentMethod[], total: number, approval?: Approval): void {
    if (mutation.isPending) return;
    const request = buildMembershipPayRequest({
      purchaseMembershipId: state.purchaseMembershipId,
      total,
      selected: state.selected,
      cashMethod: findCashMethod(methods),
      cardNumbers: cardNumbersOf(dialogKey),
    });
    if (!request.ok) {
      toast.error(SPEC_WORDED_MEMBERSHIP_REFUSALS.includes(request.refusal) ? request.message : t(`payment.refusal.${request.refusal}`));
      return;
    }
    if (needsApproval && !approval) return void onApprovalNeeded?.();
    // The approval goes with the body but not into the attempt's key: a retry after a wrong PIN is the same payment.
    mutation.mutate({ body: approval ? { ...request.body, Approval: approval } : request.body, key: membershipPayIdempotencyKey(state, request.body) });
  }

  return { pay, isPaying: mutation.isPending };
}

/** OK of the promo picker: the server reprices the purchase; the lines chosen against the old total go (spec §4). */
export function useApplyMembershipPromo({ state, update }: Pick<UseMembershipPayInput, 'state' | 'update'>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (promoId: number) => applyMembershipPromo(state.purchaseMembershipId, promoId),
    onSuccess: (purchase) => {
      queryClient.setQueryData(membershipQueryKeys.detail(purchase.Id), purchase);
      void queryClient.invalidateQueries({ queryKey: ['memberships', 'list'] });
      update(afterMembershipPromoChanged(state));
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  return { applyPromo: mutation.mutate, isApplying: mutation.isPending };
}
