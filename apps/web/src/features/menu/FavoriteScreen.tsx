import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function FavoriteScreen() {
  return <ComingSoonRoute screen="favorite" />;
}
