import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck, IconCircleX, IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckPromoResult } from '@kasir/contracts';
import { errorMessageOf } from '../../api/http-client.ts';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { checkPromo } from './api.ts';
import { useTranslateMessage } from '../../i18n/messages.ts';

/** Longest code the contract accepts. */
const CODE_MAX_LENGTH = 100;

function PromoResultCard({ result }: { result: CheckPromoResult }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="promo-check-result">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Title order={3} data-testid="promo-check-name">
            {result.PromoName}
          </Title>
          <Badge
            style={{ flexShrink: 0, overflow: 'visible' }}
            size="lg"
            color={result.Available ? 'teal' : 'red'}
            leftSection={result.Available ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
            data-testid="promo-check-available"
          >
            {result.Available ? t('promoCheck.available') : t('promoCheck.unavailable')}
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm">
          {t('promoCheck.code', { code: result.Code })}
        </Text>
        {result.Description.length > 0 && <Text>{result.Description}</Text>}
        {result.ExpiredDate !== null && <Text fz="sm">{t('promoCheck.expires', { date: result.ExpiredDate })}</Text>}
      </Stack>
    </Paper>
  );
}

/**
 * Route /check-promo: public and laid out for the device's own width (exempt from the
 * 1280-wide scaling). A guest types a promo or voucher code and sees whether it applies
 * (POST /promo/checkPromo); a refusal shows the server's error, else 'Not Found' (spec §7).
 */
export function CheckPromoScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (Code: string) => checkPromo({ Code }) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed.length === 0) {
      setFieldError(t('promoCheck.codeRequired'));
      return;
    }
    setFieldError(null);
    check.mutate(trimmed);
  }

  return (
    <Container size={480} py="xl" data-testid="check-promo-screen">
      <Stack gap="lg">
        <BrandMark size="md" />
        <LanguageSwitch />
        <Paper p="lg" radius="lg" withBorder>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={2}>{t('checkPromo.title')}</Title>
              <Text c="dimmed">{t('checkPromo.description')}</Text>
              <TextInput
                label={t('checkPromo.codeLabel')}
                name="promoCode"
                size="lg"
                value={code}
                maxLength={CODE_MAX_LENGTH}
                autoCapitalize="characters"
                autoComplete="off"
                error={fieldError}
                onChange={(event) => setCode(event.currentTarget.value)}
                data-testid="promo-code-input"
              />
              <Button type="submit" size="lg" leftSection={<IconDiscount2 size={22} />} loading={check.isPending} data-testid="promo-check-submit">
                {t('checkPromo.submit')}
              </Button>
              {check.isError && (
                <Alert color="red" icon={<IconCircleX />} role="alert" data-testid="promo-check-error">
                  {translateMessage(errorMessageOf(check.error))}
                </Alert>
              )}
              {check.isSuccess && <PromoResultCard result={check.data} />}
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
