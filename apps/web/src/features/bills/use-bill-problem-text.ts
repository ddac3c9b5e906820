import { useTranslation } from 'react-i18next';
import type { BillProblem } from './bill-lines.ts';

/**
 * A rule's refusal as the cashier reads it: ours translated; spec messages as the spec writes
 * them, which the dialog shows through translateMessage (so they follow a language switch).
 */
export function useBillProblemText(): (problem: BillProblem | null) => string | null {
  const { t } = useTranslation();
  return (problem) => (problem === null ? null : 'specMessage' in problem ? problem.specMessage : t(`bills.problems.${problem.key}`));
}
