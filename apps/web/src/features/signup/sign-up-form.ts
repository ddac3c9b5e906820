import { RegisterOwnerBodySchema, type RegisterOwnerBody } from '@kasir/contracts';
import { ApiError } from '../../api/http-client.ts';

export interface SignUpFormValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export type SignUpField = keyof SignUpFormValues;

/** Per field: a translation key (signUp.errors.*) or, from the server, a text to show as it is. */
export type SignUpFieldError = { key: string } | { text: string };
export type SignUpFormErrors = Partial<Record<SignUpField, SignUpFieldError>>;

const fieldOfContract: Record<string, Exclude<SignUpField, 'confirm'>> = { Name: 'name', Username: 'email', Password: 'password' };

function keyOfIssue(field: Exclude<SignUpField, 'confirm'>, code: string, isEmpty: boolean): string {
  if (field === 'name') return code === 'too_big' ? 'signUp.errors.nameTooLong' : 'signUp.errors.nameRequired';
  if (field === 'email') {
    if (isEmpty) return 'signUp.errors.emailRequired';
    return code === 'too_big' ? 'signUp.errors.emailTooLong' : 'signUp.errors.emailInvalid';
  }
  return code === 'too_big' ? 'signUp.errors.passwordTooLong' : 'signUp.errors.passwordTooShort';
}

export function toRegisterBody(values: SignUpFormValues): RegisterOwnerBody {
  return { Name: values.name, Username: values.email, Password: values.password };
}

/** Checks the form with the same contract the server applies, plus the confirmation. */
export function validateSignUpForm(values: SignUpFormValues): SignUpFormErrors {
  const errors: SignUpFormErrors = {};
  const parsed = RegisterOwnerBodySchema.safeParse(toRegisterBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfContract[String(issue.path[0])];
      if (!field || errors[field]) continue;
      errors[field] = { key: keyOfIssue(field, issue.code, values[field].trim() === '') };
    }
  }
  if (!errors.password && values.confirm !== values.password) errors.confirm = { key: 'signUp.errors.confirmMismatch' };
  return errors;
}

/** What the form shows for a refused sign-up: field errors, or one message for the whole form. */
export type SignUpFailure = { fields: SignUpFormErrors; formKey: string | null; formText: string | null };

/** Reads the server's answer: 409 the e-mail is taken; 400 its field errors; 429 and 403 for the form. */
export function readSignUpFailure(error: unknown): SignUpFailure {
  if (!(error instanceof ApiError)) return { fields: {}, formKey: null, formText: error instanceof Error ? error.message : null };
  if (error.status === 409) return { fields: { email: { key: 'signUp.errors.emailTaken' } }, formKey: null, formText: null };
  if (error.status === 429) return { fields: {}, formKey: 'signUp.errors.rateLimited', formText: null };
  if (error.status === 403) return { fields: {}, formKey: 'signUp.closed', formText: null };
  const fields: SignUpFormErrors = {};
  const problems = (error.body as { data?: unknown } | null)?.data;
  if (Array.isArray(problems)) {
    for (const problem of problems as Array<{ field?: unknown; error?: unknown }>) {
      const field = fieldOfContract[String(problem.field)];
      if (field && !fields[field] && typeof problem.error === 'string') fields[field] = { text: problem.error };
    }
  }
  const hasFields = Object.keys(fields).length > 0;
  return { fields, formKey: null, formText: hasFields ? null : error.message };
}
