import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DialogComponentProps } from '../../dialogs/DialogHost.tsx';

/** Spec §2 generic yes/no dialog; answers true or false. */
export function YesNoDialog({ props, close }: DialogComponentProps<'yes-no'>) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={() => close(false)} title={props.title} centered size="md">
      <Text fz="lg" mb="xl">
        {props.message}
      </Text>
      <Group justify="flex-end" gap="md">
        <Button variant="default" size="lg" onClick={() => close(false)}>
          {t('common.cancel')}
        </Button>
        <Button size="lg" color={props.isDanger ? 'red' : undefined} onClick={() => close(true)}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
