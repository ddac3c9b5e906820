import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function MenuDetailScreen() {
  return <ComingSoonRoute screen="menuDetail" />;
}
