import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { printVoidOrder } from '../../printing/index.ts';
import { cancelOrder } from '../api.ts';

export interface VoidOrderFormProps {
  orderId: number;
  version?: number | undefined;
  onBack(): void;
  onDone(): void;
}

/**
 * Spec §5 void order: a reason is required ('Reason cannot be empty'). A role whose cancel
 * permission needs a supervisor PIN is refused by the server, and its message is shown.
 */
export function VoidOrderForm({ orderId, version, onBack, onDone }: VoidOrderFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function submit() {
    if (reason.trim() === '') {
      setError(t('tables.messages.voidReasonRequired'));
      return;
    }
    setIsSaving(true);
    try {
      await cancelOrder(orderId, version === undefined ? { Reason: reason.trim() } : { Reason: reason.trim(), Version: version });
      toast.success(t('tables.manage.voidDone'));
      void printVoidOrder(orderId); // VOID ORDER ticket for the lines the kitchen already has
      onDone();
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <Textarea
        label={t('tables.manage.voidReason')}
        value={reason}
        minRows={2}
        error={error}
        data-testid="void-reason"
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('tables.manage.back')}
        </Button>
        <Button color="red" loading={isSaving} onClick={() => void submit()} data-testid="void-submit">
          {t('tables.manage.voidOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
