import { useQuery } from '@tanstack/react-query';
import { EmailDeliveryListSchema, type EmailDelivery } from '@kasir/contracts';
import { http } from '../../../api/http-client.ts';

/** How often the form asks where the e-mail stands, and for how long after sending. */
export const EMAIL_STATUS_POLL_MS = 1_000;
export const EMAIL_STATUS_POLL_FOR_MS = 20_000;

/** Statuses after which nothing changes without the cashier asking again. */
const SETTLED = new Set<EmailDelivery['Status']>(['SENT', 'SAVED_AS_FILE', 'FAILED']);

/** GET /payment/emailStatus/{paymentId}: each receipt e-mail of the payment and its outcome. */
export function fetchEmailStatus(paymentId: number): Promise<EmailDelivery[]> {
  return http.get(`/payment/emailStatus/${paymentId}`, { schema: EmailDeliveryListSchema });
}

/**
 * Where the e-mail to `email` stands: polled briefly after sending (the server's worker sends in the
 * background), until it is settled or the polling time is over.
 */
export function useEmailDelivery(paymentId: number, email: string | null, sentAt: number) {
  const query = useQuery({
    queryKey: ['payment', paymentId, 'emailStatus', email, sentAt],
    queryFn: () => fetchEmailStatus(paymentId),
    enabled: email !== null,
    refetchInterval: (current) => {
      const delivery = current.state.data?.find((candidate) => candidate.Email === email);
      if (delivery && SETTLED.has(delivery.Status)) return false;
      return Date.now() - sentAt < EMAIL_STATUS_POLL_FOR_MS ? EMAIL_STATUS_POLL_MS : false;
    },
  });
  return query.data?.find((candidate) => candidate.Email === email) ?? null;
}
