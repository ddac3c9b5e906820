import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function AddOrderScreen() {
  return <ComingSoonRoute screen="add" />;
}
