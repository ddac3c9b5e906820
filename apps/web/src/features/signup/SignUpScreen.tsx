import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OWNER_PASSWORD_MIN_LENGTH } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { SessionScreenFrame } from '../../shared/ui/SessionScreenFrame.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { signInBackOffice } from '../backoffice/BackOfficeLogin.tsx';
import { backOfficePaths } from '../backoffice/backoffice-paths.ts';
import { fetchRegisterStatus, registerOwner, signUpQueryKeys } from './api.ts';
import { readSignUpFailure, toRegisterBody, validateSignUpForm, type SignUpField, type SignUpFieldError, type SignUpFormErrors, type SignUpFormValues } from './sign-up-form.ts';

const EMPTY: SignUpFormValues = { name: '', email: '', password: '', confirm: '' };

/**
 * Route /signup: a restaurant owner creates their business (an owner account), is signed into
 * the back office and goes on to the first-run wizard there.
 */
export function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery({ queryKey: signUpQueryKeys.status, queryFn: fetchRegisterStatus, retry: false });
  const [values, setValues] = useState<SignUpFormValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const signUp = useMutation({
    mutationFn: async (form: SignUpFormValues) => {
      const owner = await registerOwner(toRegisterBody(form));
      return { owner, password: form.password };
    },
    onSuccess: async ({ owner, password }) => {
      toast.success(t('signUp.created', { name: owner.Name }));
      try {
        await signInBackOffice(owner.Username, password);
        await navigate(backOfficePaths.setup);
      } catch (error) {
        // The account exists: the back office's own sign-in page takes it from here.
        toast.error(errorMessageOf(error));
        await navigate(backOfficePaths.login);
      }
    },
    onError: (error) => {
      const failure = readSignUpFailure(error);
      setErrors(failure.fields);
      setFormError(failure.formKey ? t(failure.formKey) : failure.formText);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignUpForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) signUp.mutate(values);
  }

  function update(field: SignUpField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const show = (error: SignUpFieldError | undefined) => (error === undefined ? undefined : 'key' in error ? t(error.key, { min: OWNER_PASSWORD_MIN_LENGTH }) : error.text);
  const isClosed = status.data === false;

  return (
    <SessionScreenFrame title={t('signUp.title')} subtitle={t('signUp.subtitle')} actions={<LanguageSwitch />} width={560}>
      <Paper component="form" onSubmit={handleSubmit} noValidate p="xl" radius="lg" withBorder shadow="sm" aria-label={t('signUp.title')}>
        <Stack gap="lg">
          {isClosed ? (
            <Alert color="orange" icon={<IconInfoCircle />} data-testid="signup-closed">
              {t('signUp.closed')}
            </Alert>
          ) : null}
          {formError ? (
            <Alert color="red" icon={<IconInfoCircle />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('signUp.name')}
            name="name"
            autoComplete="name"
            size="lg"
            value={values.name}
            error={show(errors.name)}
            onChange={(event) => update('name', event.currentTarget.value)}
            disabled={isClosed}
            data-autofocus
          />
          <TextInput
            label={t('signUp.email')}
            description={t('signUp.emailHint')}
            name="email"
            type="email"
            autoComplete="username"
            size="lg"
            value={values.email}
            error={show(errors.email)}
            onChange={(event) => update('email', event.currentTarget.value)}
            disabled={isClosed}
          />
          <PasswordInput
            label={t('signUp.password')}
            description={t('signUp.passwordHint', { min: OWNER_PASSWORD_MIN_LENGTH })}
            name="password"
            autoComplete="new-password"
            size="lg"
            value={values.password}
            error={show(errors.password)}
            onChange={(event) => update('password', event.currentTarget.value)}
            disabled={isClosed}
          />
          <PasswordInput
            label={t('signUp.confirm')}
            name="confirm"
            autoComplete="new-password"
            size="lg"
            value={values.confirm}
            error={show(errors.confirm)}
            onChange={(event) => update('confirm', event.currentTarget.value)}
            disabled={isClosed}
          />
          <Button type="submit" size="lg" loading={signUp.isPending} disabled={isClosed} leftSection={<IconBuildingStore size={22} />}>
            {t('signUp.submit')}
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={paths.login} c="teal.8">
              {t('signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </SessionScreenFrame>
  );
}
