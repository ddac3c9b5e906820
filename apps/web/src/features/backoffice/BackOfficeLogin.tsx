import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MeSchema } from '@kasir/contracts';
import { errorMessageOf, http } from '../../api/http-client.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { SessionScreenFrame } from '../../shared/ui/SessionScreenFrame.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { loginOwner } from '../session/api.ts';
import { validateLoginForm, type LoginFormErrors, type LoginFormValues } from '../session/login-form.ts';
import { decodeTokenClaims } from '../session/token-claims.ts';
import { backOfficePaths } from './backoffice-paths.ts';
import { registerBackOfficeTranslations } from './backoffice-i18n.ts';
import { useBackOfficeSession } from './backoffice-session.ts';

registerBackOfficeTranslations();

/** Signs the owner into the back office with a session of its own. */
export async function signInBackOffice(username: string, password: string): Promise<void> {
  const token = await loginOwner(username, password);
  const claims = decodeTokenClaims(token);
  if (!claims) throw new Error('Unexpected token');
  const me = await http.get('/user/me', { token, schema: MeSchema });
  useBackOfficeSession.getState().signedIn(token, claims.OwnerId, me.Owner.Name);
}

/** Route /backoffice/login: the owner's password opens the back office in this tab. */
export function BackOfficeLogin() {
  const { t } = useTranslation();
  const token = useBackOfficeSession((state) => state.token);
  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const login = useMutation({
    mutationFn: ({ username, password }: LoginFormValues) => signInBackOffice(username.trim(), password),
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  if (token) return <Navigate to={backOfficePaths.root} replace />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) login.mutate(values);
  }
  const update = (field: keyof LoginFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <SessionScreenFrame title={t('backOffice.signIn.title')} subtitle={t('backOffice.signIn.subtitle')} actions={<LanguageSwitch />} width={560}>
      <Paper component="form" onSubmit={handleSubmit} noValidate p="xl" radius="lg" withBorder shadow="sm">
        <Stack gap="lg">
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            size="lg"
            value={values.username}
            error={errors.username ? t(errors.username) : undefined}
            onChange={(event) => update('username', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            size="lg"
            value={values.password}
            error={errors.password ? t(errors.password) : undefined}
            onChange={(event) => update('password', event.currentTarget.value)}
          />
          <Button type="submit" size="lg" loading={login.isPending} leftSection={<IconLogin2 />}>
            {t('backOffice.signIn.submit')}
          </Button>
        </Stack>
      </Paper>
    </SessionScreenFrame>
  );
}
