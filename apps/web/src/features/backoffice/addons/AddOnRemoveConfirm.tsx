import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a delete; the server archives instead when orders name the row. */
export function AddOnRemoveConfirm({ name, isBusy, onConfirm, onClose }: { name: string | null; isBusy: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('backOffice.confirmDelete', { name: name ?? '' })} centered>
      <Text mb="lg">{t('boAddOns.confirmDelete', { name: name ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={onClose}>
          {t('backOffice.cancel')}
        </Button>
        <Button color="red" size="md" loading={isBusy} onClick={onConfirm}>
          {t('backOffice.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
