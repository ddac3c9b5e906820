import type { Kysely } from 'kysely';
import { RegisterOwnerBodySchema, type RegisteredOwner, type RegisterOwnerBody } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import { createOwnersWriteRepository } from './owners-write.repository.ts';

export const USERNAME_TAKEN_MESSAGE = 'This e-mail address already has an account';

const usernameTaken = () => new AppError('CONFLICT', USERNAME_TAKEN_MESSAGE, [{ field: 'Username', error: USERNAME_TAKEN_MESSAGE }]);

/** The contract's problems as the spec's field errors (the CLI gets the same as the API). */
export function parseOwnerInput(input: RegisterOwnerBody) {
  const parsed = RegisterOwnerBodySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'body'), error: issue.message }));
  // The first problem is the message (spec §8 shows data[0].error first); every one is in data.
  throw new AppError('VALIDATION_ERROR', fields[0]!.error, fields);
}

/**
 * Creates an owner: the password under the same argon2id + pepper as every owner password, the
 * username (an e-mail) stored lower-case and unique whatever its case. Shared by POST
 * /user/register and `npm run owner:create`. A new owner has no outlets: the back office's
 * first-run wizard makes them.
 */
export async function createOwner(db: Kysely<Database>, hasher: SecretHasher, input: RegisterOwnerBody): Promise<RegisteredOwner> {
  const body = parseOwnerInput(input);
  const owners = createOwnersWriteRepository(db);
  // Checked before hashing (argon2 is the slow part); the unique index settles a race.
  if (await owners.findByUsernameAnyCase(body.Username)) throw usernameTaken();
  const passwordHash = await hasher.hashSecret(body.Password);
  try {
    const row = await owners.insert({ name: body.Name, username: body.Username, passwordHash, createdAt: new Date().toISOString() });
    return { Id: row.id, Name: row.name, Username: row.username };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
