import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@kasir/domain';
import { maxTablesFor, type SetupDraft, type StepErrors } from '../setup-draft.ts';

export interface StepProps {
  draft: SetupDraft;
  /** Replaces the draft with what the recipe makes of the current one. */
  update(recipe: (draft: SetupDraft) => SetupDraft): void;
  errors: StepErrors;
}

/** The translated problem of a field path, or undefined; shown only once the owner tried to go on. */
export function useFieldError(props: Pick<StepProps, 'errors' | 'draft'>) {
  const { t } = useTranslation();
  return (path: string): string | undefined => {
    const key = props.errors[path];
    if (!key) return undefined;
    const capacity = Number(props.draft.area.capacityText) || 1;
    return t(`boSetup.errors.${key}`, { length: PIN_LENGTH, max: maxTablesFor(capacity) });
  };
}

/** Mantine inputs sized for a finger. */
export const TOUCH_SIZE = 'lg';
