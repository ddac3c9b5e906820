import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function ShiftScreen() {
  return <ComingSoonRoute screen="shift" />;
}
