import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function PendingItemScreen() {
  return <ComingSoonRoute screen="pendingItem" />;
}
