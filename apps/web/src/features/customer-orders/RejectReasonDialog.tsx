import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REJECT_REASON_MAX_LENGTH, SpecMessage } from '@kasir/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../i18n/messages.ts';

export interface RejectReasonDialogProps {
  /** What is being rejected ("Es Kopi Susu ×2", "the whole order"). */
  subject: string;
  isBusy: boolean;
  onCancel(): void;
  onSubmit(reason: string): void;
}

/** Spec §2 generic reason-and-confirm for a reject: the reason is required ('Alasan tidak boleh kosong'). */
export function RejectReasonDialog({ subject, isBusy, onCancel, onSubmit }: RejectReasonDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  function submit() {
    if (reason.trim() === '') {
      setIsMissing(true);
      return;
    }
    onSubmit(reason.trim());
  }

  return (
    <Modal opened onClose={onCancel} title={t('customerOrders.reject.title')} centered size="md" zIndex={400}>
      <Stack gap="md">
        <Text fz="md">{t('customerOrders.reject.message', { subject })}</Text>
        <Textarea
          label={t('customerOrders.reject.reason')}
          value={reason}
          maxLength={REJECT_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setIsMissing(false);
          }}
          // Translated as it renders: switching language re-says it.
          error={isMissing ? translateMessage(SpecMessage.REJECT_REASON_REQUIRED) : null}
          rows={3}
          data-autofocus
          data-testid="reject-reason-input"
        />
        <Group justify="flex-end" gap="md">
          <Button variant="default" size="lg" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" size="lg" loading={isBusy} onClick={submit} data-testid="reject-reason-submit">
            {t('customerOrders.actions.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
