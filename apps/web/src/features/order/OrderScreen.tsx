import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function OrderScreen() {
  return <ComingSoonRoute screen="order" />;
}
