import type { Kysely } from 'kysely';
import type { RegisteredOwner, RegisterOwnerBody, RegisterStatus } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import { createOwner } from './create-owner.ts';

export const SIGNUP_CLOSED_MESSAGE = 'Sign-up is closed on this server; ask its administrator for an account';

export function createSignUpService(deps: { db: Kysely<Database>; hasher: SecretHasher; isOpen: boolean }) {
  return {
    status: (): RegisterStatus => ({ IsOpen: deps.isOpen }),
    register: (body: RegisterOwnerBody): Promise<RegisteredOwner> => {
      if (!deps.isOpen) throw new AppError('FORBIDDEN', SIGNUP_CLOSED_MESSAGE);
      return createOwner(deps.db, deps.hasher, body);
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
