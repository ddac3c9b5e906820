import { LoginBodySchema } from '@kasir/contracts';

export interface LoginFormValues {
  username: string;
  password: string;
}

/** Translation keys of the problems per field; empty when the form may be sent. */
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

const errorKeyByField: Record<string, { field: keyof LoginFormValues; key: string }> = {
  Username: { field: 'username', key: 'login.usernameRequired' },
  Password: { field: 'password', key: 'login.passwordRequired' },
};

/** Checks the owner login with the same contract the server applies. */
export function validateLoginForm(values: LoginFormValues): LoginFormErrors {
  const parsed = LoginBodySchema.safeParse({ Username: values.username, Password: values.password });
  if (parsed.success) return {};
  const errors: LoginFormErrors = {};
  for (const issue of parsed.error.issues) {
    const mapped = errorKeyByField[String(issue.path[0])];
    if (mapped && !errors[mapped.field]) errors[mapped.field] = mapped.key;
  }
  return errors;
}
