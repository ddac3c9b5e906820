import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDiscount2, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';

/**
 * Route /check-promo: public, laid out for the device's own width. The promo check itself
 * (POST /promo/checkPromo) arrives with the promotions issue; until then the form says so
 * instead of pretending to answer.
 */
export function CheckPromoScreen() {
  const { t } = useTranslation();
  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <BrandMark size="md" />
        <LanguageSwitch />
        <Paper p="lg" radius="lg" withBorder>
          <Stack gap="md">
            <Title order={2}>{t('checkPromo.title')}</Title>
            <Text c="dimmed">{t('checkPromo.description')}</Text>
            <TextInput label={t('checkPromo.codeLabel')} name="promoCode" size="lg" disabled />
            <Button size="lg" leftSection={<IconDiscount2 size={22} />} disabled>
              {t('checkPromo.submit')}
            </Button>
            <Alert color="coffee" icon={<IconInfoCircle />}>
              {t('comingSoon.description', { capability: t('capability.promotions') })}
            </Alert>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
