import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '@kasir/domain';
import { changeLocale, isSupportedLocale, useChosenLocale } from '../../i18n/i18n.ts';
import { localeNames } from '../../shared/ui/LanguageSwitch.tsx';

/** Route /cashier/settings/locale-setting: the interface language, also switchable in the header. */
export function LocaleSettingScreen() {
  const { t } = useTranslation();
  const value = useChosenLocale();
  return (
    <Paper p="xl" radius="lg" withBorder>
      <Title order={2} mb="xs">
        {t('screens.localeSetting.title')}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('localeSetting.description')}
      </Text>
      <Radio.Group
        value={value}
        onChange={(next) => {
          if (isSupportedLocale(next)) changeLocale(next);
        }}
        aria-label={t('language.label')}
      >
        <Stack gap="md">
          {SUPPORTED_LOCALES.map((locale) => (
            <Radio key={locale} value={locale} label={localeNames[locale]} size="lg" />
          ))}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
