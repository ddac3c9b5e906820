import { ComingSoonRoute } from '../shell/ComingSoonRoute.tsx';

/** Placeholder until its capability lands. */
export function ReservationScreen() {
  return <ComingSoonRoute screen="reservation" />;
}
