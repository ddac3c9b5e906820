import {
  PIN_DEVICE_LIMIT,
  PIN_LOCKOUT_MS,
  PIN_USER_HARD_LIMIT,
  PIN_USER_SOFT_LIMIT,
  PIN_WINDOW_MS,
} from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { PinAttemptsRepository } from './pin-attempts.repository.ts';
import { lockedUntil, minutesLeft } from './pin-lockout.ts';

const userRule = { threshold: PIN_USER_SOFT_LIMIT, windowMs: PIN_WINDOW_MS, lockoutMs: PIN_LOCKOUT_MS };
const deviceRule = { threshold: PIN_DEVICE_LIMIT, windowMs: PIN_WINDOW_MS, lockoutMs: PIN_LOCKOUT_MS };

/**
 * Every PIN check goes through here: 5 wrong PINs in 15 minutes lock that user's PIN for 15
 * minutes, 10 wrong PINs since the last success lock it until the owner resets it, and a device
 * with 20 wrong PINs in 15 minutes (whoever it tried) is cut off for 15 minutes. Attempts are
 * stored in the database, so the limits hold across server processes.
 */
export function createPinGuard(deps: { attempts: PinAttemptsRepository; users: UsersRepository; hasher: SecretHasher }) {
  async function assertDeviceAllowed(device: string, now: Date): Promise<void> {
    const until = lockedUntil(await deps.attempts.recentDeviceFailures(device, deviceRule.threshold), deviceRule, now);
    if (until) {
      throw new AppError('TOO_MANY_ATTEMPTS', `Too many wrong PINs from this device. Try again in ${minutesLeft(until, now)} minutes.`);
    }
  }

  async function assertUserAllowed(user: UserRow, now: Date): Promise<void> {
    if (user.pin_locked_at) {
      throw new AppError('TOO_MANY_ATTEMPTS', `The PIN of ${user.name} is locked after too many wrong attempts. Ask the owner to reset it.`);
    }
    const until = lockedUntil(await deps.attempts.recentUserFailures(user.id, userRule.threshold), userRule, now);
    if (until) {
      throw new AppError('TOO_MANY_ATTEMPTS', `Too many wrong PINs for ${user.name}. Try again in ${minutesLeft(until, now)} minutes.`);
    }
  }

  return {
    assertDeviceAllowed,

    /** A failed sign-in that named no known user still counts against the device. */
    async recordUnknownUserFailure(device: string): Promise<void> {
      await deps.attempts.record({ userId: null, device, succeeded: false, atIso: new Date().toISOString() });
    },

    /** Verifies a user's PIN under the limits; throws WRONG_CREDENTIALS or TOO_MANY_ATTEMPTS. */
    async verifyPin(user: UserRow, pin: string, device: string): Promise<void> {
      const now = new Date();
      await assertDeviceAllowed(device, now);
      await assertUserAllowed(user, now);
      const isValid = await deps.hasher.verifySecret(user.pin_hash, pin);
      await deps.attempts.record({ userId: user.id, device, succeeded: isValid, atIso: now.toISOString() });
      if (isValid) return;
      if ((await deps.attempts.failuresSinceLastSuccess(user.id)) >= PIN_USER_HARD_LIMIT) {
        await deps.users.setPinLocked(user.id, now.toISOString());
      }
      throw new AppError('WRONG_CREDENTIALS', 'Wrong PIN', [{ field: 'PIN', error: 'Wrong PIN' }]);
    },

    /** The owner's reset: clears the hard lock and starts the count afresh. */
    async resetPinLock(userId: number, device: string): Promise<void> {
      await deps.users.setPinLocked(userId, null);
      await deps.attempts.record({ userId, device, succeeded: true, atIso: new Date().toISOString() });
    },
  };
}

export type PinGuard = ReturnType<typeof createPinGuard>;
