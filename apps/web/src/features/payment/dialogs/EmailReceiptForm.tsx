import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailDelivery } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { sendReceiptEmail } from '../api.ts';
import { useEmailDelivery } from './email-delivery.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The line under the form: what became of the e-mail (the server sends it in the background). */
function DeliveryOutcome({ delivery }: { delivery: EmailDelivery }) {
  const { t } = useTranslation();
  const outcome: Record<EmailDelivery['Status'], { text: string; color: string }> = {
    QUEUED: { text: t('payment.email.status.queued'), color: 'dimmed' },
    SENT: { text: t('payment.email.status.sent', { email: delivery.Email }), color: 'teal' },
    SAVED_AS_FILE: { text: t('payment.email.status.savedAsFile', { file: delivery.FileName ?? '' }), color: 'orange' },
    RETRYING: { text: t('payment.email.status.retrying', { error: delivery.LastError ?? '' }), color: 'orange' },
    FAILED: { text: t('payment.email.status.failed', { error: delivery.LastError ?? '' }), color: 'red' },
  };
  const { text, color } = outcome[delivery.Status];
  return (
    <Text size="sm" c={color} role="status" data-testid="receipt-email-status" data-status={delivery.Status}>
      {text}
    </Text>
  );
}

/** Sends the payment's receipt by e-mail (GET /payment/sendEmail/{id}) and shows what became of it. */
export function EmailReceiptForm({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const delivery = useEmailDelivery(paymentId, sent?.email ?? null, sent?.at ?? 0);
  const send = useMutation({
    mutationFn: (address: string) => sendReceiptEmail(paymentId, address),
    onSuccess: (result) => {
      toast.success(t('payment.email.queued', { email: result.Email }));
      setSent({ email: result.Email, at: Date.now() });
    },
    onError: (failure) => toast.error(errorMessageOf(failure)),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        if (!EMAIL_PATTERN.test(address)) return setError(t('payment.email.invalid'));
        setError(null);
        send.mutate(address);
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('payment.email.label')}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: 1 }}
            data-testid="receipt-email"
          />
          <Button type="submit" variant="light" leftSection={<IconMail size={18} />} loading={send.isPending} data-testid="receipt-email-send">
            {t('payment.email.send')}
          </Button>
        </Group>
        {delivery && <DeliveryOutcome delivery={delivery} />}
      </Stack>
    </form>
  );
}
