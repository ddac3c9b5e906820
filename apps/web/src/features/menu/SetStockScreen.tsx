import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function SetStockScreen() {
  return <ComingSoonRoute screen="setStock" />;
}
