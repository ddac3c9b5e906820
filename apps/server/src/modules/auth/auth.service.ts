import { randomUUID } from 'node:crypto';
import type { LockStatus, UnlockBody } from '@kasir/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import type { TokenService } from '../../platform/tokens.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { OwnersRepository } from './owners.repository.ts';
import type { PinGuard } from './pin-guard.ts';
import type { SessionsRepository } from './sessions.repository.ts';

type Deps = {
  owners: OwnersRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
  hasher: SecretHasher;
  pinGuard: PinGuard;
  broadcaster: Broadcaster;
};

const wrongOwnerLogin = () =>
  new AppError('WRONG_CREDENTIALS', 'Wrong username or password', [{ field: 'Password', error: 'Wrong username or password' }]);

/** Sign-in, the three logout levels of spec §4, and the server-side cashier lock. */
export function createAuthService(deps: Deps) {
  async function openSession(input: { ownerId: number; userId: number | null; kind: 'owner' | 'cashier'; parentId: string | null; device: string }) {
    const now = new Date();
    const id = randomUUID();
    await deps.sessions.insert({
      id,
      owner_id: input.ownerId,
      user_id: input.userId,
      kind: input.kind,
      parent_id: input.parentId,
      is_locked: 0,
      device: input.device,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + deps.tokens.ttlMs).toISOString(),
      revoked_at: null,
    });
    return deps.tokens.sign({ sid: id, kind: input.kind, OwnerId: input.ownerId, UserId: input.userId });
  }

  async function endSessions(ids: string[], reason: string): Promise<void> {
    const revoked = await deps.sessions.revokeWithChildren(ids, new Date().toISOString());
    deps.broadcaster.endSessions(revoked, reason);
  }

  return {
    async loginOwner(body: { Username: string; Password: string }, device: string): Promise<{ Token: string }> {
      await deps.pinGuard.assertDeviceAllowed(device, new Date());
      const owner = await deps.owners.findByUsername(body.Username);
      const isValid = await deps.hasher.verifySecret(owner?.password_hash ?? null, body.Password);
      if (!owner || !isValid) {
        await deps.pinGuard.recordUnknownUserFailure(device);
        throw wrongOwnerLogin();
      }
      return { Token: await openSession({ ownerId: owner.id, userId: null, kind: 'owner', parentId: null, device }) };
    },

    /** A cashier signs in with their PIN under the owner's session (the owner token is sent). */
    async loginCashier(ownerAuth: AuthContext, body: { Username: string; PIN: string }, device: string): Promise<{ Token: string }> {
      if (ownerAuth.kind !== 'owner') throw new AppError('FORBIDDEN', 'The owner must sign in first');
      const user = await deps.users.findByUsername(ownerAuth.ownerId, body.Username);
      if (!user || user.is_active !== 1) {
        await deps.pinGuard.recordUnknownUserFailure(device);
        throw new AppError('WRONG_CREDENTIALS', 'Wrong PIN', [{ field: 'PIN', error: 'Wrong PIN' }]);
      }
      await deps.pinGuard.verifyPin(user, body.PIN, device);
      const token = await openSession({
        ownerId: ownerAuth.ownerId,
        userId: user.id,
        kind: 'cashier',
        parentId: ownerAuth.sessionId,
        device,
      });
      return { Token: token };
    },

    /** Cashier logout: only this cashier session ends; the owner stays signed in. */
    async logoutCashier(auth: AuthContext): Promise<void> {
      await endSessions([auth.sessionId], 'cashier-logout');
    },

    /** Full logout: the owner session and every cashier session opened under it end. */
    async logout(auth: AuthContext): Promise<void> {
      const ownerSessionId = auth.kind === 'owner' ? auth.sessionId : (auth.parentSessionId ?? auth.sessionId);
      await endSessions([ownerSessionId, auth.sessionId], 'logout');
    },

    async lock(auth: AuthContext): Promise<LockStatus> {
      await deps.sessions.setLocked(auth.sessionId, true);
      return { IsLocked: true };
    },

    async checkLock(auth: AuthContext): Promise<LockStatus> {
      return { IsLocked: auth.isLocked };
    },

    /** Only the cashier of the locked session unlocks it, with their PIN, under the PIN limits. */
    async unlock(auth: AuthContext, body: UnlockBody, device: string): Promise<LockStatus> {
      if (auth.userId === null) throw new AppError('FORBIDDEN', 'Choose a cashier first');
      const user = await deps.users.findById(auth.ownerId, auth.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Session expired or invalid, please sign in again');
      if (user.username !== body.Username) {
        throw new AppError('FORBIDDEN', `Only ${user.name} can unlock this screen`, [{ field: 'Username', error: `Only ${user.name} can unlock this screen` }]);
      }
      await deps.pinGuard.verifyPin(user, body.PIN, device);
      await deps.sessions.setLocked(auth.sessionId, false);
      return { IsLocked: false };
    },

    endSessions,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
