import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function OrderHistoryScreen() {
  return <ComingSoonRoute screen="orderHistory" />;
}
