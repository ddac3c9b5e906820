import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconPlus, IconQrcode } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE_HOURS, formatOutletDate, OtherPermission, PurchaseMembershipType, type CodeValue } from '@kasir/domain';
import type { PurchaseMembership } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { openDialog, openDialogForResult } from '../../dialogs/dialog-registry.ts';
import { toast } from '../../shared/ui/toast.ts';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { useOrderMoney } from '../order/order-money.ts';
import { useSessionStore } from '../session/session-store.ts';
import { cancelMembership, extendMembership, membershipQueryKeys, usePurchaseMembershipsQuery } from './api.ts';
import { EditMembershipMethodDialog } from './dialogs/EditMembershipMethodDialog.tsx';
import { NewMembershipDialog } from './dialogs/NewMembershipDialog.tsx';
import { SignUpQrDialog } from './dialogs/SignUpQrDialog.tsx';
import { defaultMembershipRange } from './membership-range.ts';
import { initialMembershipPaymentState, MembershipPaymentMode } from './membership-payment-state.ts';
import { printMembershipReceipt } from './membership-printing.ts';
import { PurchaseMembershipList, type PurchaseAction } from './PurchaseMembershipList.tsx';
import { usePurchaseRealtime } from './use-purchase-realtime.ts';

type OpenForm = { kind: 'new' } | { kind: 'qr' } | { kind: 'editMethod'; purchase: PurchaseMembership } | null;

/** Opens the membership payment: a pending EXTEND purchase is paid in extend mode. */
function openMembershipPayment(purchase: Pick<PurchaseMembership, 'Id' | 'Type'>): void {
  const mode = purchase.Type === PurchaseMembershipType.EXTEND ? MembershipPaymentMode.EXTEND : MembershipPaymentMode.NORMAL;
  openDialog('membership-payment', initialMembershipPaymentState(purchase.Id, mode));
}

/**
 * Route /cashier/qr-membership (issue 19): the membership purchases of a date range, made at
 * the till or by a customer through the sign-up QR, with what each status allows: pay (the
 * membership payment dialog), cancel (permission 22), change the payment method (20), extend,
 * print the receipt; a new purchase at the till; the sign-up QR (permission 21).
 */
export function QrMembershipScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const outlet = useSessionStore((state) => state.outlet);
  const cashier = useSessionStore((state) => state.cashier);
  const money = useOrderMoney();
  const timeZone = outlet?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const today = formatOutletDate(new Date(), timeZone);
  const [range, setRange] = useState<[string, string]>(() => defaultMembershipRange(today));
  const [picked, setPicked] = useState<[string | null, string | null]>(range);
  const [form, setForm] = useState<OpenForm>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = usePurchaseMembershipsQuery(outlet?.Id ?? null, range[0], range[1]);
  const may = (permission: CodeValue<typeof OtherPermission>) => accessLevelOf(cashier, permission) !== AccessLevel.DENIED;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: membershipQueryKeys.all });
  usePurchaseRealtime();

  const cancel = useMutation({
    mutationFn: (purchase: PurchaseMembership) => cancelMembership(purchase.Id),
    onSuccess: (purchase) => {
      toast.success(t('memberships.cancelled', { code: purchase.PurchaseCode }));
      refresh();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: () => setBusyId(null),
  });
  const extend = useMutation({
    mutationFn: (memberId: number) => extendMembership(memberId),
    onSuccess: (purchase) => {
      refresh();
      openMembershipPayment(purchase);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: () => setBusyId(null),
  });

  async function run(action: PurchaseAction, purchase: PurchaseMembership) {
    if (action === 'pay') return openMembershipPayment(purchase);
    if (action === 'editMethod') return setForm({ kind: 'editMethod', purchase });
    if (action === 'print') {
      setBusyId(purchase.Id);
      await printMembershipReceipt(purchase.Id, { isReprint: true });
      return setBusyId(null);
    }
    if (action === 'extend' && purchase.MemberId !== null) {
      setBusyId(purchase.Id);
      return extend.mutate(purchase.MemberId);
    }
    if (action === 'cancel') {
      const isSure = await openDialogForResult('yes-no', {
        title: t('memberships.cancelTitle'),
        message: t('memberships.cancelMessage', { code: purchase.PurchaseCode }),
        confirmLabel: t('memberships.actions.cancel'),
        isDanger: true,
      });
      if (isSure !== true) return;
      setBusyId(purchase.Id);
      cancel.mutate(purchase);
    }
  }

  if (!outlet) return null;
  return (
    <Stack gap="md" data-testid="qr-membership-screen">
      <Group justify="space-between">
        <Title order={2}>{t('memberships.title')}</Title>
        <Group gap="sm">
          {may(OtherPermission.GENERATE_MEMBER_QR) && (
            <Button variant="light" leftSection={<IconQrcode size={18} />} onClick={() => setForm({ kind: 'qr' })} data-testid="signup-qr-open">
              {t('memberships.qr.open')}
            </Button>
          )}
          <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ kind: 'new' })} data-testid="new-membership-open">
            {t('memberships.new.open')}
          </Button>
        </Group>
      </Group>
      <DatePickerInput
        type="range"
        value={picked}
        onChange={(value) => {
          setPicked(value);
          if (value[0] && value[1]) setRange([value[0], value[1]]);
        }}
        allowSingleDateInRange
        maxDate={today}
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={18} />}
        label={t('memberships.range')}
        w={300}
        data-testid="memberships-range"
      />
      <Card withBorder radius="md" p="md">
        {list.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : list.isError ? (
          <Alert color="red" title={t('errors.loadFailed')}>
            {errorMessageOf(list.error)}
          </Alert>
        ) : (
          <PurchaseMembershipList
            purchases={list.data}
            timeZoneHours={timeZone}
            money={money}
            busyId={busyId}
            can={{
              pay: true,
              cancel: may(OtherPermission.CANCEL_MEMBER_QR),
              // As the order's change payment method: a role without 20 (or under UsePin) asks a supervisor in the dialog.
              editMethod: true,
              extend: true,
              print: true,
            }}
            onAction={(action, purchase) => void run(action, purchase)}
          />
        )}
      </Card>
      {form?.kind === 'new' && (
        <NewMembershipDialog
          today={today}
          money={money}
          onClose={() => setForm(null)}
          onCreated={(purchase) => {
            setForm(null);
            refresh();
            openMembershipPayment(purchase);
          }}
        />
      )}
      {form?.kind === 'qr' && <SignUpQrDialog timeZoneHours={timeZone} onClose={() => setForm(null)} />}
      {form?.kind === 'editMethod' && (
        <EditMembershipMethodDialog
          purchase={form.purchase}
          outletId={outlet.Id}
          money={money}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
