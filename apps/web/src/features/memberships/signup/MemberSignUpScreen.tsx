import { useState } from 'react';
import { Alert, Badge, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY_CODE, DEFAULT_TIME_ZONE_HOURS, formatOutletDate } from '@kasir/domain';
import type { MemberSignUpResult } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch.tsx';
import { formatOrderAmount } from '../../order/order-money.ts';
import { customerBodyOf, emptyCustomerForm, validateCustomerForm, type CustomerFormErrors, type MembershipCustomerForm } from '../customer-form.ts';
import { CustomerFields } from '../CustomerFields.tsx';
import { fetchSignUpPage, signUpLinkOf, submitSignUp } from './signup-api.ts';

const money = (rupiah: number) => formatOrderAmount(rupiah, DEFAULT_CURRENCY_CODE);

function Done({ result }: { result: Pick<MemberSignUpResult, 'PurchaseCode'> & Partial<MemberSignUpResult> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" ta="center" data-testid="signup-done">
      <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" />
      <Title order={2}>{t('memberships.signUp.doneTitle')}</Title>
      <Text>{t('memberships.signUp.doneText')}</Text>
      <Badge size="xl" variant="light" data-testid="signup-code">
        {result.PurchaseCode}
      </Badge>
      {result.MemberCategory && result.Total !== undefined && (
        <Text fw={600}>
          {result.MemberCategory.Name} · {money(result.Total)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Route /member-signup (public, no login; issue 19): the page the sign-up QR leads to, laid
 * out for a phone (exempt from the 1280-wide scaling). The customer fills name, phone, birth
 * date and category; the server makes one PENDING membership purchase for the QR, paid at the till.
 */
export function MemberSignUpScreen() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [search] = useSearchParams();
  const link = signUpLinkOf(search);
  const page = useQuery({
    queryKey: ['memberships', 'signUp', link?.token ?? '', link?.id ?? ''],
    queryFn: () => fetchSignUpPage(link?.token ?? '', link?.id ?? ''),
    enabled: link !== null,
    retry: false,
  });
  const [form, setForm] = useState<MembershipCustomerForm | null>(null);
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const submit = useMutation({ mutationFn: submitSignUp });
  const today = formatOutletDate(new Date(), DEFAULT_TIME_ZONE_HOURS);

  let body;
  if (link === null) {
    body = (
      <Alert color="red" icon={<IconCircleX />} data-testid="signup-bad-link">
        {t('memberships.signUp.badLink')}
      </Alert>
    );
  } else if (page.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (page.isError) {
    body = (
      <Alert color="red" icon={<IconCircleX />} role="alert" data-testid="signup-error">
        {translateMessage(errorMessageOf(page.error))}
      </Alert>
    );
  } else if (submit.isSuccess) {
    body = <Done result={submit.data} />;
  } else if (page.data.IsPurchased && page.data.PurchaseCode) {
    body = <Done result={{ PurchaseCode: page.data.PurchaseCode }} />;
  } else {
    const data = page.data;
    const current = form ?? { ...emptyCustomerForm, memberCategoryId: data.MemberCategoryId ?? (data.MemberCategories.length === 1 ? (data.MemberCategories[0]?.Id ?? null) : null) };
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateCustomerForm(current, today);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          submit.mutate({ ...customerBodyOf(current), Token: link.token, GenerateQRHistoryId: Number(link.id), MemberCategoryId: current.memberCategoryId ?? 0 });
        }}
      >
        <Stack gap="md">
          <Text c="dimmed">{t('memberships.signUp.intro', { outlet: data.OutletName })}</Text>
          <CustomerFields
            form={current}
            errors={errors}
            categories={data.MemberCategories}
            money={money}
            size="lg"
            onChange={(next, changed) => {
              setForm(next);
              setErrors((before) => ({ ...before, [changed]: undefined }));
            }}
          />
          {submit.isError && (
            <Alert color="red" role="alert" data-testid="signup-submit-error">
              {translateMessage(errorMessageOf(submit.error))}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth leftSection={<IconUserPlus size={22} />} loading={submit.isPending} data-testid="signup-submit">
            {t('memberships.signUp.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size={480} px="md" py="lg" data-testid="member-signup-screen">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <BrandMark size="md" />
          <LanguageSwitch />
        </Group>
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="md">
            <Title order={2}>{t('memberships.signUp.title')}</Title>
            {body}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
