import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ReasonFieldProps {
  value: string;
  onChange(reason: string): void;
  /** Focus it when the dialog opens (the dialog's only field). */
  autoFocus?: boolean;
}

/** The reason a void, delete or deduct asks for (spec §5: required, checked by reasonProblem). */
export function ReasonField({ value, onChange, autoFocus = false }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('order.fields.reason')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rows={2}
      data-autofocus={autoFocus || undefined}
      data-testid="reason-input"
    />
  );
}
