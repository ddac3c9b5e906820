import { useState } from 'react';
import { Alert, Center, Group, Loader, Modal, ScrollArea, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_PAYMENT_QUICK_AMOUNTS, OtherPermission, SpecMessage } from '@kasir/domain';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { dialogPropsOf, updateDialogProps } from '../../dialogs/dialog-registry.ts';
import type { DialogComponentProps } from '../../dialogs/DialogHost.tsx';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { LockButton } from '../shell/LockButton.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { AccessLevel, accessLevelOf, OrderChange } from '../order/approval-rules.ts';
import { RequestAccessDialog } from '../order/dialogs/RequestAccessDialog.tsx';
import { printBill } from '../printing/print-actions.ts';
import { fetchMemberVouchers, paymentQueryKeys, useActivePromosQuery } from './api.ts';
import { cardNumbersOf, forgetCardNumbers, setCardNumber } from './card-numbers.ts';
import { PromoPickerDialog } from './dialogs/PromoPickerDialog.tsx';
import { VoucherPickerDialog } from './dialogs/VoucherPickerDialog.tsx';
import { ChangeCustomerDialog } from './dialogs/ChangeCustomerDialog.tsx';
import { ChooseMemberDialog } from './dialogs/ChooseMemberDialog.tsx';
import { PaymentCustomerBlock } from './PaymentCustomerBlock.tsx';
import { PaymentKeypad } from './PaymentKeypad.tsx';
import { PaymentMethodList } from './PaymentMethodList.tsx';
import { afterPromosChanged, confirmKeypad, closeKeypad, editLineAmount, exactDueFor, openKeypad, pointsCapFor, setQuickCash, type PaymentDialogState } from './payment-dialog-state.ts';
import { isChangeConfirmed } from './large-change.ts';
import { fetchQuoteFor, needsQuote, paymentFiguresOf, quoteMethodIds, usePaymentQuoteQuery } from './payment-quote.ts';
import { PaymentSummaryPanel } from './PaymentSummaryPanel.tsx';
import { balanceOf, findCashMethod, groupMethodsByType, isCashMethod, isPointMethod, pointsUnavailableReason, PointsUnavailable, quickAmountsFor, removePayment } from './payment-rules.ts';
import { appliedPromoIds, appliedVouchers } from './promo-rules.ts';
import { paymentTotalOf, usePaymentData } from './use-payment-data.ts';
import { useAssignPromos, usePay } from './use-pay.ts';

/** Spec §2: the order payment dialog is 1200 px wide. */
export const PAYMENT_DIALOG_WIDTH_PX = 1200;
/** The body fits the 1280 x 800 viewport of spec §1 with the title and the footer. */
const PAYMENT_BODY_HEIGHT = 'min(600px, calc(100vh - 210px))';

const sameIds = (left: readonly number[], right: readonly number[]) => left.length === right.length && left.every((id) => right.includes(id));

/**
 * Spec §2/§4 order payment dialog. Everything it shows lives in the dialog registry's props,
 * so a lock (footer button) saves it and unlocking restores it as it was.
 */
export function PaymentDialog({ dialogKey, props: state, close }: DialogComponentProps<'payment'>) {
  const { t } = useTranslation();
  const data = usePaymentData(state.orderId);
  // Change (spec §2): the member picker first; from it, name and phone only.
  const [customerDialog, setCustomerDialog] = useState<'member' | 'customer' | null>(null);
  const [isPrintingBill, setIsPrintingBill] = useState(false);
  const [, setCardVersion] = useState(0);
  const update = (patch: Partial<PaymentDialogState>) => updateDialogProps(dialogKey, 'payment', patch);
  const closeAndReset = () => {
    forgetCardNumbers(dialogKey);
    close();
  };
  const cashier = useSessionStore((session) => session.cashier);
  const [isRequestingAccess, setIsRequestingAccess] = useState(false);
  const { pay, isPaying } = usePay({
    dialogKey,
    state,
    update,
    close: closeAndReset,
    needsApproval: accessLevelOf(cashier, OtherPermission.PAYMENT) !== AccessLevel.GRANTED,
    onApprovalNeeded: () => setIsRequestingAccess(true),
  });
  const { assign, isSaving } = useAssignPromos({ state, update });
  const order = data.order.data;
  // The methods the payment would price with (the keypad's too): the figures follow them.
  const { quote, isRepricing } = usePaymentQuoteQuery(order, quoteMethodIds(state.selected, state.view === 'keypad' ? (state.keypad?.outletPaymentMethodId ?? null) : null));
  const queryClient = useQueryClient();
  const memberId = order?.MemberId ?? null;
  const promos = useActivePromosQuery(data.outletId, state.picker?.kind === 'promo');
  const vouchers = useQuery({
    queryKey: paymentQueryKeys.vouchers(memberId ?? 0),
    queryFn: async () => {
      try {
        return await fetchMemberVouchers(memberId ?? 0);
      } catch (error) {
        // Spec §8: a voucher fetch failure is only logged (the http client already sent it to the error log).
        console.warn('Vouchers could not be loaded', error);
        return [];
      }
    },
    enabled: memberId !== null && state.picker?.kind === 'voucher',
  });

  const title = order ? t('payment.title', { orderNo: order.OrderNo }) : t('payment.open');
  const isLoading = data.order.isPending || data.methods.isPending || data.types.isPending;
  const loadError = data.order.error ?? data.methods.error ?? data.types.error;

  let content;
  if (isLoading) {
    content = (
      <Center h={420}>
        <Loader data-testid="payment-loading" aria-label={t('payment.loading')} />
      </Center>
    );
  } else if (loadError || !order || !data.methods.data || !data.types.data) {
    content = <Alert color="red">{loadError?.message ?? t('errors.loadFailed')}</Alert>;
  } else {
    const methods = data.methods.data;
    const totalOptions = { excludeChargeNoSales: data.excludeChargeNoSales, roundingSetting: data.roundingSetting };
    const { total, isNoSalesTotal } = paymentTotalOf(order, state.selected, totalOptions, quote);
    const balance = balanceOf(total, state.selected);
    const memberPoints = data.points.data?.Point ?? null;
    const pointsContext = memberPoints === null ? null : { memberPoints };
    const pointsUnavailable = pointsUnavailableReason(memberId, memberPoints);
    const methodById = (id: number): OutletPaymentMethod | undefined => methods.find((method) => method.Id === id);
    const keypadMethod = state.keypad ? methodById(state.keypad.outletPaymentMethodId) : undefined;
    const promoIds = appliedPromoIds(order.OrderPromos);
    const voucherLinks = appliedVouchers(order.OrderPromos);

    const choose = (method: OutletPaymentMethod) => {
      if (isPointMethod(method) && pointsUnavailable === PointsUnavailable.NO_MEMBER) return void toast.error(SpecMessage.POINTS_WITHOUT_MEMBER);
      const opened = openKeypad(state, method, total, pointsContext);
      update(opened);
      const ids = quoteMethodIds(state.selected, method.Id);
      if (!needsQuote(order, ids)) return;
      // The keypad opens at once. What is due WITH this method (a promo of its own) becomes its
      // default amount when the quote is in, unless the cashier has typed or left meanwhile; its
      // exact amount and Pay follow the same quote by themselves (usePaymentQuoteQuery).
      void fetchQuoteFor(queryClient, order, ids).then(
        (quoted) => {
          const now = dialogPropsOf(dialogKey, 'payment')?.keypad;
          if (now?.outletPaymentMethodId !== method.Id || now.text !== opened.keypad?.text || now.isProposed !== opened.keypad.isProposed) return;
          update(openKeypad(state, method, paymentTotalOf(order, state.selected, totalOptions, quoted).total, pointsContext));
        },
        (error: unknown) => toast.error(errorMessageOf(error)),
      );
    };
    const confirm = () => {
      if (!keypadMethod) return;
      const result = confirmKeypad(state, keypadMethod, total, memberId, pointsContext);
      if (!result.ok) return void toast.error(result.message);
      update(result.state);
    };

    const cashMethod = findCashMethod(methods);
    const chooseQuickCash = (cash: OutletPaymentMethod, amount: number) => {
      const result = setQuickCash(state, cash, amount, memberId);
      if (!result.ok) return void toast.error(result.message);
      update(result.state);
      const isExact = amount === exactDueFor(state, cash, total);
      const ids = quoteMethodIds(result.state.selected);
      if (!isExact || !needsQuote(order, ids)) return;
      // A promo of the cash method changes what is due: exact cash follows the quote, unless the line was changed meanwhile.
      void fetchQuoteFor(queryClient, order, ids).then(
        (quoted) => {
          const now = dialogPropsOf(dialogKey, 'payment');
          if (!now || now.selected.find((line) => line.outletPaymentMethodId === cash.Id)?.amount !== amount) return;
          const exactNow = exactDueFor(now, cash, paymentTotalOf(order, now.selected, totalOptions, quoted).total);
          const next = setQuickCash(now, cash, exactNow, memberId);
          if (exactNow !== amount && next.ok) update(next.state);
        },
        (error: unknown) => toast.error(errorMessageOf(error)),
      );
    };

    const payAfterChangeCheck = async () => {
      if (await isChangeConfirmed(t, data.money, total, balance)) pay(order, methods, total, memberPoints);
    };

    let left;
    if (state.view === 'keypad' && state.keypad && keypadMethod) {
      const cap = pointsCapFor(keypadMethod, total, state.selected, pointsContext);
      const otherDue = balanceOf(total, state.selected.filter((line) => line.outletPaymentMethodId !== keypadMethod.Id)).remaining;
      const keypad = state.keypad;
      left = (
        <PaymentKeypad
          method={keypadMethod}
          field={keypad}
          onFieldChange={(field) => update({ keypad: { ...keypad, ...field } })}
          quickAmounts={isCashMethod(keypadMethod) || isPointMethod(keypadMethod) ? quickAmountsFor(otherDue, cap) : []}
          capText={cap === null ? null : t('payment.points.cap', { amount: data.money(cap) })}
          cardNumber={cardNumbersOf(dialogKey)[keypadMethod.Id] ?? ''}
          onCardNumberChange={(digits) => {
            setCardNumber(dialogKey, keypadMethod.Id, digits);
            setCardVersion((version) => version + 1);
          }}
          currencyPrefix={data.currencyPrefix}
          money={data.money}
          onBack={() => update(closeKeypad(state))}
          onOk={confirm}
        />
      );
    } else {
      left = (
        <Stack gap="md">
          <PaymentCustomerBlock order={order} memberPoints={memberPoints} onChange={() => setCustomerDialog('member')} />
          <PaymentMethodList
            cashMethod={cashMethod}
            groups={groupMethodsByType(methods, data.types.data)}
            selectedIds={state.selected.map((line) => line.outletPaymentMethodId)}
            pointsUnavailable={pointsUnavailable}
            promoCount={promoIds.length}
            voucherCount={voucherLinks.length}
            hasMember={memberId !== null}
            onOpenPromos={() => update({ picker: { kind: 'promo', selectedIds: promoIds, search: '' } })}
            onOpenVouchers={() => update({ picker: { kind: 'voucher', selected: voucherLinks, search: '' } })}
            onChoose={choose}
            quickCash={{ exact: cashMethod ? exactDueFor(state, cashMethod, total) : 0, amounts: ORDER_PAYMENT_QUICK_AMOUNTS }}
            onQuickCash={(amount) => cashMethod && chooseQuickCash(cashMethod, amount)}
            money={data.money}
          />
        </Stack>
      );
    }

    const picker = state.picker;
    content = (
      <>
        <Group align="stretch" gap="md" wrap="nowrap" h={PAYMENT_BODY_HEIGHT}>
          <ScrollArea style={{ flex: 1 }} h="100%" offsetScrollbars data-testid="payment-left">
            {left}
          </ScrollArea>
          <PaymentSummaryPanel
            order={order}
            figures={paymentFiguresOf(order, quote)}
            isRepricing={isRepricing}
            total={total}
            isNoSalesTotal={isNoSalesTotal}
            selected={state.selected}
            balance={balance}
            money={data.money}
            onAmountChange={(line, amount) => {
              const method = methodById(line.outletPaymentMethodId);
              if (method) update(editLineAmount(state, method, amount, total, pointsContext));
            }}
            onRemove={(line) => update({ selected: removePayment(state.selected, line.outletPaymentMethodId) })}
            onPrintBill={() => {
              setIsPrintingBill(true);
              void printBill(order.Id).finally(() => setIsPrintingBill(false));
            }}
            isPrintingBill={isPrintingBill}
            onPay={() => void payAfterChangeCheck()}
            isPaying={isPaying}
            isPartial={state.isPartial === true}
            onPartialChange={(isPartial) => update({ isPartial })}
          />
        </Group>
        <Group justify="flex-start" mt="xs" data-testid="payment-footer">
          <LockButton />
        </Group>
        {picker?.kind === 'promo' && (
          <PromoPickerDialog
            promos={promos.data}
            isLoading={promos.isPending}
            loadError={promos.error?.message ?? null}
            orderPromos={order.OrderPromos}
            money={data.money}
            selectedIds={picker.selectedIds}
            search={picker.search}
            onChange={(next) => update({ picker: { kind: 'promo', ...next } })}
            onCancel={() => update({ picker: null })}
            onOk={() => (sameIds(picker.selectedIds, promoIds) ? update({ picker: null }) : assign({ order, promoIds: picker.selectedIds, vouchers: voucherLinks }))}
            isSaving={isSaving}
          />
        )}
        {picker?.kind === 'voucher' && (
          <VoucherPickerDialog
            vouchers={vouchers.data}
            isLoading={vouchers.isPending}
            appliedPromoIds={promoIds}
            selected={picker.selected}
            search={picker.search}
            onChange={(next) => update({ picker: { kind: 'voucher', ...next } })}
            onCancel={() => update({ picker: null })}
            onOk={() =>
              sameIds(picker.selected.map((link) => link.MemberVoucherId), voucherLinks.map((link) => link.MemberVoucherId))
                ? update({ picker: null })
                : assign({ order, promoIds, vouchers: picker.selected })
            }
            isSaving={isSaving}
          />
        )}
        {customerDialog === 'member' && (
          <ChooseMemberDialog
            order={order}
            // Points of the previous member, or a method chosen against the old figures, no longer hold.
            onMemberChanged={() => update(afterPromosChanged(state))}
            onEditCustomer={() => setCustomerDialog('customer')}
            onClose={() => setCustomerDialog(null)}
          />
        )}
        {customerDialog === 'customer' && <ChangeCustomerDialog order={order} onClose={() => setCustomerDialog(null)} />}
        {isRequestingAccess && (
          <RequestAccessDialog
            change={OrderChange.PAYMENT}
            onApproved={(approval) => pay(order, methods, total, memberPoints, approval)}
            onCancel={() => setIsRequestingAccess(false)}
            isSubmitting={isPaying}
          />
        )}
      </>
    );
  }

  return (
    <Modal opened onClose={closeAndReset} title={title} size={PAYMENT_DIALOG_WIDTH_PX} centered padding="md" closeOnClickOutside={!isPaying} closeOnEscape={state.view !== 'keypad' && !isPaying}>
      <div data-testid="payment-dialog">{content}</div>
    </Modal>
  );
}
