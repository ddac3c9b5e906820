import { useState, type FormEvent } from 'react';
import { Anchor, Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../api/http-client.ts';
import { paths } from '../../app/router.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { SessionScreenFrame } from '../../shared/ui/SessionScreenFrame.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { LoginPageLinks } from '../signup/LoginPageLinks.tsx';
import { loginOwner } from './api.ts';
import { validateLoginForm, type LoginFormErrors, type LoginFormValues } from './login-form.ts';
import { useSessionStore } from './session-store.ts';
import { decodeTokenClaims } from './token-claims.ts';

/** Route /: the owner signs the terminal in with username and password. */
export function LoginScreen() {
  const { t } = useTranslation();
  const ownerLoggedIn = useSessionStore((state) => state.ownerLoggedIn);
  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});

  const login = useMutation({
    mutationFn: ({ username, password }: LoginFormValues) => loginOwner(username.trim(), password),
    onSuccess: (token) => {
      const claims = decodeTokenClaims(token);
      if (!claims) {
        toast.error(t('errors.unexpectedResponse'));
        return;
      }
      // The route guard moves on to the cashier choice once the owner is stored.
      ownerLoggedIn(token, claims.OwnerId);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) login.mutate(values);
  }

  function update(field: keyof LoginFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <SessionScreenFrame title={t('login.title')} subtitle={t('login.subtitle')} actions={<LanguageSwitch />} width={560}>
      <Paper component="form" onSubmit={handleSubmit} noValidate p="xl" radius="lg" withBorder shadow="sm">
        <Stack gap="lg">
          <TextInput
            label={t('login.username')}
            name="username"
            autoComplete="username"
            size="lg"
            value={values.username}
            error={errors.username ? t(errors.username) : undefined}
            onChange={(event) => update('username', event.currentTarget.value)}
            data-autofocus
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            size="lg"
            value={values.password}
            error={errors.password ? t(errors.password) : undefined}
            onChange={(event) => update('password', event.currentTarget.value)}
          />
          <Button type="submit" size="lg" loading={login.isPending} leftSection={<IconLogin2 size={22} />}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to={paths.checkPromo} ta="center" c="teal.8">
            {t('login.checkPromoLink')}
          </Anchor>
          <LoginPageLinks />
        </Stack>
      </Paper>
    </SessionScreenFrame>
  );
}
