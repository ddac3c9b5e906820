import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OtherPermission } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { AccessLevel, accessLevelOf } from '../order/approval-rules.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchOrderMemberQr } from './api.ts';
import { printSignUpSlip } from './membership-printing.ts';

/**
 * "Member QR" for a paid order (GET /qr?OrderId=, ADR 0021): prints the sign-up slip (SetReceiptId
 * 7) whose QR signs the order's customer up; once the membership is paid the customer becomes the
 * order's member with its points. Shown only to cashiers who may generate a member QR (21).
 */
export function OrderMemberQrButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const cashier = useSessionStore((state) => state.cashier);
  const [isPrinting, setIsPrinting] = useState(false);
  if (accessLevelOf(cashier, OtherPermission.GENERATE_MEMBER_QR) === AccessLevel.DENIED) return null;
  const print = async () => {
    setIsPrinting(true);
    try {
      const qr = await fetchOrderMemberQr(orderId);
      await printSignUpSlip(qr.Id);
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setIsPrinting(false);
    }
  };
  return (
    <Button variant="light" size="md" leftSection={<IconQrcode size={20} />} loading={isPrinting} onClick={() => void print()} data-testid="order-member-qr">
      {t('memberships.orderQr.print')}
    </Button>
  );
}
