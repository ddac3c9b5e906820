import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LOCALES } from '@kasir/domain';
import { changeLocale, isSupportedLocale, useChosenLocale, type Locale } from '../../i18n/i18n.ts';

/** Each language is named in itself, so a user who cannot read the current one finds theirs. */
export const localeNames: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia', zh: '中文' };
const localeShortNames: Record<Locale, string> = { en: 'EN', id: 'ID', zh: '中文' };

export function LanguageSwitch({ isCompact = true }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const value = useChosenLocale();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={isCompact ? 'sm' : 'lg'}
      value={value}
      onChange={(next) => {
        if (isSupportedLocale(next)) changeLocale(next);
      }}
      data={SUPPORTED_LOCALES.map((locale) => ({
        value: locale,
        label: isCompact ? localeShortNames[locale] : localeNames[locale],
      }))}
    />
  );
}
