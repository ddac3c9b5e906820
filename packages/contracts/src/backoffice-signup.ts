import { z } from 'zod';
import { OWNER_NAME_MAX_LENGTH, OWNER_PASSWORD_MAX_LENGTH, OWNER_PASSWORD_MIN_LENGTH, OWNER_USERNAME_MAX_LENGTH } from '@kasir/domain';
import { envelope } from './envelope.ts';

/**
 * The owner's username is an e-mail address, kept lower-case so "Owner@Warung.id" and
 * "owner@warung.id" are one account (unique case-insensitively).
 */
export const OwnerEmailSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(OWNER_USERNAME_MAX_LENGTH, `Username must be at most ${OWNER_USERNAME_MAX_LENGTH} characters`)
  .pipe(z.email('Username must be an e-mail address'))
  .transform((email) => email.toLowerCase());

export const OwnerPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(OWNER_PASSWORD_MIN_LENGTH, `Password must be at least ${OWNER_PASSWORD_MIN_LENGTH} characters`)
  .max(OWNER_PASSWORD_MAX_LENGTH, `Password must be at most ${OWNER_PASSWORD_MAX_LENGTH} characters`);

/** POST /user/register (public; also `npm run owner:create`): a new owner of a new business. */
export const RegisterOwnerBodySchema = z.object({
  Name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(OWNER_NAME_MAX_LENGTH, `Name must be at most ${OWNER_NAME_MAX_LENGTH} characters`),
  Username: OwnerEmailSchema,
  Password: OwnerPasswordSchema,
});
export type RegisterOwnerBody = z.input<typeof RegisterOwnerBodySchema>;

export const RegisteredOwnerSchema = z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() });
export type RegisteredOwner = z.infer<typeof RegisteredOwnerSchema>;
export const RegisterOwnerResponseSchema = envelope(RegisteredOwnerSchema);

/** GET /user/registerStatus (public): whether this deployment takes sign-ups (SIGNUP=closed says no). */
export const RegisterStatusSchema = z.object({ IsOpen: z.boolean() });
export type RegisterStatus = z.infer<typeof RegisterStatusSchema>;
