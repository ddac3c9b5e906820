import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown instead of a settings screen when the cashier's role lacks the settings permission (spec §6, 15). */
export function NoSettingsAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconLock />} title={t('printSettings.noAccessTitle')} data-testid="settings-no-access">
      {t('printSettings.noAccess')}
    </Alert>
  );
}
