import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function TableScreen() {
  return <ComingSoonRoute screen="table" />;
}
