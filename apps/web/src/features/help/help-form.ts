import { HelpMessageBodySchema } from '@kasir/contracts';

export interface HelpFormValues {
  subject: string;
  message: string;
}

export type HelpFormErrors = Partial<Record<keyof HelpFormValues, string>>;

/** Translation keys of the problems, by the same contract the server applies. */
export function validateHelpForm(values: HelpFormValues): HelpFormErrors {
  const parsed = HelpMessageBodySchema.safeParse({ Subject: values.subject, Message: values.message });
  if (parsed.success) return {};
  const errors: HelpFormErrors = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'Message' && !errors.message) errors.message = issue.code === 'too_big' ? 'helpCenter.errors.messageTooLong' : 'helpCenter.errors.messageRequired';
    if (issue.path[0] === 'Subject' && !errors.subject) errors.subject = 'helpCenter.errors.subjectTooLong';
  }
  return errors;
}
