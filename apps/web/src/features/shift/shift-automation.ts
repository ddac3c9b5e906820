import type { Shift, User } from '@kasir/contracts';

/**
 * A shift opened at most this long before the terminal first saw it counts as just opened by
 * the role's automatic start (the server opens it at the lookup, so the two are a round trip
 * apart); an older one was opened earlier, by hand or on another terminal, and is not announced.
 */
export const AUTOMATIC_START_NOTICE_WINDOW_MS = 60_000;

type RoleFlags = Pick<User, 'AutomaticStartShift' | 'AutomaticLogoutChasier'>;

/**
 * ADR 0022: whether the terminal says "Shift started automatically". The role starts shifts by
 * itself, this terminal knew of no open shift, and the one the lookup answered is this cashier's,
 * opened with StartCash 0 just now: then the automatic start opened it, not a person.
 */
export function announcesAutomaticStart(input: {
  cashier: (RoleFlags & Pick<User, 'Id'>) | null;
  knownShiftId: number | null;
  shift: Pick<Shift, 'Id' | 'StartCash' | 'CreatedOn' | 'User'> | null;
  now: Date;
}): boolean {
  const { cashier, knownShiftId, shift, now } = input;
  if (!cashier?.AutomaticStartShift || !shift || knownShiftId !== null) return false;
  if (shift.User.Id !== cashier.Id || shift.StartCash !== 0) return false;
  const openedAt = Date.parse(shift.CreatedOn);
  return Number.isFinite(openedAt) && now.getTime() - openedAt <= AUTOMATIC_START_NOTICE_WINDOW_MS;
}

/** ADR 0022: after ending or passing their shift, a cashier whose role says so leaves for /select-cashier. */
export function logsOutAfterShift(cashier: RoleFlags | null): boolean {
  return cashier?.AutomaticLogoutChasier ?? false;
}
