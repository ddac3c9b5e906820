import { useState } from 'react';
import { Alert, Center, Group, Loader, Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_CODE, OtherPermission, PurchaseMembershipStatus } from '@kasir/domain';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { updateDialogProps } from '../../../dialogs/dialog-registry.ts';
import type { DialogComponentProps } from '../../../dialogs/DialogHost.tsx';
import { AccessLevel, accessLevelOf, OrderChange } from '../../order/approval-rules.ts';
import { RequestAccessDialog } from '../../order/dialogs/RequestAccessDialog.tsx';
import { formatOrderAmount } from '../../order/order-money.ts';
import { useOutletPaymentMethodsQuery, usePaymentMethodTypesQuery } from '../../payment/api.ts';
import { cardNumbersOf, forgetCardNumbers, setCardNumber } from '../../payment/card-numbers.ts';
import { isChangeConfirmed } from '../../payment/large-change.ts';
import { PaymentKeypad } from '../../payment/PaymentKeypad.tsx';
import { PaymentMethodList } from '../../payment/PaymentMethodList.tsx';
import { PAYMENT_DIALOG_WIDTH_PX } from '../../payment/PaymentDialog.tsx';
import { balanceOf, findCashMethod, groupMethodsByType, isCashMethod, removePayment } from '../../payment/payment-rules.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { LockButton } from '../../shell/LockButton.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePromoMemberCategoriesQuery, usePurchaseMembershipQuery } from '../api.ts';
import {
  closeMembershipKeypad,
  confirmMembershipKeypad,
  exactDueOf,
  MembershipPaymentMode,
  membershipMethods,
  membershipQuickAmounts,
  openMembershipKeypad,
  setMembershipQuickCash,
  type MembershipPaymentState,
} from '../membership-payment-state.ts';
import { useApplyMembershipPromo, useMembershipPay } from '../use-membership-pay.ts';
import { MembershipPromoPicker } from './MembershipPromoPicker.tsx';
import { MembershipSummaryPanel } from './MembershipSummaryPanel.tsx';

const BODY_HEIGHT = 'min(600px, calc(100vh - 210px))';

/**
 * Spec §2 membership payment dialog: the order payment's layout without the customer block,
 * the voucher row and Print Bill; modes normal and extend. The keypad, the methods and their
 * groups are the order payment's own components; the quick cash amounts are the membership's
 * (100.000, 200.000, 300.000 plus the remaining). Its state lives in the dialog registry, so a
 * lock saves it and unlocking restores it.
 */
export function MembershipPaymentDialog({ dialogKey, props: state, close }: DialogComponentProps<'membership-payment'>) {
  const { t } = useTranslation();
  const outlet = useSessionStore((session) => session.outlet);
  const outletId = outlet?.Id ?? null;
  const currencyPrefix = outlet?.CurrencyCode ?? DEFAULT_CURRENCY_CODE;
  const money = (rupiah: number) => formatOrderAmount(rupiah, currencyPrefix);
  const purchaseQuery = usePurchaseMembershipQuery(state.purchaseMembershipId);
  const methodsQuery = useOutletPaymentMethodsQuery(outletId);
  const typesQuery = usePaymentMethodTypesQuery(outletId);
  const promosQuery = usePromoMemberCategoriesQuery(state.promoPicker !== null);
  const [, setCardVersion] = useState(0);
  const update = (patch: Partial<MembershipPaymentState>) => updateDialogProps(dialogKey, 'membership-payment', patch);
  const closeAndReset = () => {
    forgetCardNumbers(dialogKey);
    close();
  };
  const cashier = useSessionStore((session) => session.cashier);
  const [isRequestingAccess, setIsRequestingAccess] = useState(false);
  // Spec §6 as the order payment: payment (9) under UsePin, or missing (request access), pays with an approver's PIN.
  const { pay, isPaying } = useMembershipPay({
    dialogKey,
    state,
    update,
    close: closeAndReset,
    needsApproval: accessLevelOf(cashier, OtherPermission.PAYMENT) !== AccessLevel.GRANTED,
    onApprovalNeeded: () => setIsRequestingAccess(true),
  });
  const { applyPromo, isApplying } = useApplyMembershipPromo({ state, update });
  const purchase = purchaseQuery.data;
  const isExtend = state.mode === MembershipPaymentMode.EXTEND;
  const title = purchase ? t(isExtend ? 'memberships.pay.titleExtend' : 'memberships.pay.title', { code: purchase.PurchaseCode }) : t('memberships.pay.open');

  let content;
  if (purchaseQuery.isPending || methodsQuery.isPending || typesQuery.isPending) {
    content = (
      <Center h={420}>
        <Loader aria-label={t('payment.loading')} />
      </Center>
    );
  } else if (!purchase || !methodsQuery.data || !typesQuery.data) {
    content = <Alert color="red">{(purchaseQuery.error ?? methodsQuery.error ?? typesQuery.error)?.message ?? t('errors.loadFailed')}</Alert>;
  } else if (purchase.Status !== PurchaseMembershipStatus.PENDING) {
    content = (
      <Alert color="orange" data-testid="membership-not-pending">
        {t('memberships.pay.notPending')}
      </Alert>
    );
  } else {
    const methods = membershipMethods(methodsQuery.data);
    const total = Math.max(Math.ceil(purchase.Total), 0);
    const balance = balanceOf(total, state.selected);
    const cashMethod = findCashMethod(methods);
    const methodById = (id: number): OutletPaymentMethod | undefined => methods.find((method) => method.Id === id);
    const keypadMethod = state.keypad ? methodById(state.keypad.outletPaymentMethodId) : undefined;
    const choose = (method: OutletPaymentMethod) => update(openMembershipKeypad(state, method, total));
    const confirm = () => {
      if (!keypadMethod) return;
      const result = confirmMembershipKeypad(state, keypadMethod);
      if (!result.ok) return void toast.error(result.message);
      update(result.state);
    };
    const quickCash = (amount: number) => {
      if (!cashMethod) return;
      const result = setMembershipQuickCash(state, cashMethod, amount);
      if (!result.ok) return void toast.error(result.message);
      update(result.state);
    };
    const payAfterChangeCheck = async () => {
      if (await isChangeConfirmed(t, money, total, balance)) pay(methods, total);
    };

    let left;
    if (state.view === 'keypad' && state.keypad && keypadMethod) {
      const keypad = state.keypad;
      left = (
        <PaymentKeypad
          method={keypadMethod}
          field={keypad}
          onFieldChange={(field) => update({ keypad: { ...keypad, ...field } })}
          quickAmounts={isCashMethod(keypadMethod) ? membershipQuickAmounts(exactDueOf(state, keypadMethod.Id, total)) : []}
          capText={null}
          cardNumber={cardNumbersOf(dialogKey)[keypadMethod.Id] ?? ''}
          onCardNumberChange={(digits) => {
            setCardNumber(dialogKey, keypadMethod.Id, digits);
            setCardVersion((version) => version + 1);
          }}
          currencyPrefix={currencyPrefix}
          money={money}
          onBack={() => update(closeMembershipKeypad(state))}
          onOk={confirm}
        />
      );
    } else {
      left = (
        <PaymentMethodList
          cashMethod={cashMethod}
          groups={groupMethodsByType(methods, typesQuery.data)}
          selectedIds={state.selected.map((line) => line.outletPaymentMethodId)}
          pointsUnavailable={null}
          promoCount={purchase.PromoMemberCategoryId === null ? 0 : 1}
          voucherCount={0}
          hasMember={false}
          onOpenPromos={() => update({ promoPicker: { selectedId: purchase.PromoMemberCategoryId, search: '' } })}
          onOpenVouchers={() => undefined}
          onChoose={choose}
          quickCash={{ exact: cashMethod ? exactDueOf(state, cashMethod.Id, total) : 0, amounts: membershipQuickAmounts(0) }}
          onQuickCash={quickCash}
          money={money}
        />
      );
    }

    const picker = state.promoPicker;
    content = (
      <>
        <Group align="stretch" gap="md" wrap="nowrap" h={BODY_HEIGHT}>
          <ScrollArea style={{ flex: 1 }} h="100%" offsetScrollbars data-testid="payment-left">
            {left}
          </ScrollArea>
          <MembershipSummaryPanel
            purchase={purchase}
            selected={state.selected}
            balance={balance}
            money={money}
            onEdit={(line) => {
              const method = methodById(line.outletPaymentMethodId);
              if (method) choose(method);
            }}
            onRemove={(line) => update({ selected: removePayment(state.selected, line.outletPaymentMethodId) })}
            onPay={() => void payAfterChangeCheck()}
            isPaying={isPaying}
          />
        </Group>
        <Group justify="flex-start" mt="xs">
          <LockButton />
        </Group>
        {picker && (
          <MembershipPromoPicker
            promos={promosQuery.data?.filter((promo) => promo.MemberCategoryId === null || promo.MemberCategoryId === purchase.MemberCategoryId)}
            isLoading={promosQuery.isPending}
            selectedId={picker.selectedId}
            search={picker.search}
            onSearch={(search) => update({ promoPicker: { ...picker, search } })}
            onSelect={(selectedId) => update({ promoPicker: { ...picker, selectedId } })}
            onCancel={() => update({ promoPicker: null })}
            onOk={() => (picker.selectedId === null || picker.selectedId === purchase.PromoMemberCategoryId ? update({ promoPicker: null }) : applyPromo(picker.selectedId))}
            isSaving={isApplying}
            money={money}
          />
        )}
        {isRequestingAccess && (
          <RequestAccessDialog
            change={OrderChange.PAYMENT}
            onApproved={(approval) => pay(methods, total, approval)}
            onCancel={() => setIsRequestingAccess(false)}
            isSubmitting={isPaying}
          />
        )}
      </>
    );
  }

  return (
    <Modal opened onClose={closeAndReset} title={title} size={PAYMENT_DIALOG_WIDTH_PX} centered padding="md" closeOnClickOutside={!isPaying} closeOnEscape={state.view !== 'keypad' && !isPaying}>
      <div data-testid="membership-payment-dialog" data-mode={state.mode}>
        {content}
      </div>
    </Modal>
  );
}
