import { z } from 'zod';
import { PIN_LENGTH } from '@kasir/domain';
import { envelope } from './envelope.ts';

export const UsernameSchema = z.string().trim().min(1, 'Username is required').max(100);
export const PinSchema = z
  .string()
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `PIN must be ${PIN_LENGTH} digits`);

/**
 * POST /user/login: the owner signs in with a password; a cashier with a PIN and
 * `isCashier: true` (the owner's token sent). One object, so a missing field is named.
 */
export const LoginBodySchema = z
  .object({
    Username: UsernameSchema,
    Password: z.string().min(1, 'Password is required').max(200).optional(),
    PIN: z.string().optional(),
    isCashier: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.isCashier) {
      const pin = PinSchema.safeParse(body.PIN ?? '');
      if (!pin.success) context.addIssue({ code: 'custom', path: ['PIN'], message: pin.error.issues[0]?.message ?? 'Invalid PIN' });
    } else if (!body.Password) {
      context.addIssue({ code: 'custom', path: ['Password'], message: 'Password is required' });
    }
  });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResultSchema = z.object({ Token: z.string() });
export const LoginResponseSchema = envelope(LoginResultSchema);

/** What a token carries. The owner id is decoded from the token (spec §3 Login result). */
export const TokenClaimsSchema = z.object({
  sid: z.string(),
  kind: z.enum(['owner', 'cashier']),
  OwnerId: z.number().int(),
  UserId: z.number().int().nullable(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** POST /user/unlockCashier */
export const UnlockBodySchema = z.object({ Username: UsernameSchema, PIN: PinSchema });
export type UnlockBody = z.infer<typeof UnlockBodySchema>;

export const LockStatusSchema = z.object({ IsLocked: z.boolean() });
export type LockStatus = z.infer<typeof LockStatusSchema>;
