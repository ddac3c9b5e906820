import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteModalProps {
  title: string;
  message: string;
  /** The server's refusal (an open order at the table …), shown as it said it. */
  error: string | null;
  isDeleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before deleting an area or a table; what history names is archived, which the message says. */
export function ConfirmDeleteModal({ title, message, error, isDeleting, onConfirm, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered size="md">
      <Stack gap="md">
        <Text>{message}</Text>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="bo-floor-delete-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} size="md">
            {t('backOffice.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isDeleting} size="md">
            {t('backOffice.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
