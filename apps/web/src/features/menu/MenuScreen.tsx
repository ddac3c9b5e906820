import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function MenuScreen() {
  return <ComingSoonRoute screen="menu" />;
}
