import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { sendReceiptEmail } from '../api.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends the payment's receipt by e-mail (GET /payment/sendEmail/{id}); the server queues it. */
export function EmailReceiptForm({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => sendReceiptEmail(paymentId, address),
    onSuccess: (result) => toast.success(t('payment.email.queued', { email: result.Email })),
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
    </form>
  );
}
