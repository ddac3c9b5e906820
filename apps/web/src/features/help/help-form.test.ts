import { describe, expect, it } from 'vitest';
import { HELP_MESSAGE_MAX_LENGTH, HELP_SUBJECT_MAX_LENGTH } from '@kasir/domain';
import { validateHelpForm } from './help-form.ts';

describe('help form validation', () => {
  it('needs a message; the subject may be empty', () => {
    expect(validateHelpForm({ subject: '', message: '' })).toEqual({ message: 'helpCenter.errors.messageRequired' });
    expect(validateHelpForm({ subject: '', message: '   ' })).toEqual({ message: 'helpCenter.errors.messageRequired' });
    expect(validateHelpForm({ subject: '', message: 'The printer is out of paper' })).toEqual({});
  });

  it('keeps the server’s length limits', () => {
    expect(validateHelpForm({ subject: 'x'.repeat(HELP_SUBJECT_MAX_LENGTH + 1), message: 'x'.repeat(HELP_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      subject: 'helpCenter.errors.subjectTooLong',
      message: 'helpCenter.errors.messageTooLong',
    });
  });
});
