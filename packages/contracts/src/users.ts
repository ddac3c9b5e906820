import { z } from 'zod';
import { RowIdParamSchema, RowIdTextSchema } from './ids.ts';
import { envelope } from './envelope.ts';
import { PinSchema } from './auth.ts';

/** Spec §3 User and its role. */
export const RoleOtherModuleSchema = z.object({ OtherModuleId: z.number().int(), UsePin: z.boolean() });
export const RoleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  RoleModuleAccesses: z.array(z.object({ ModuleId: z.number().int() })),
  RoleOtherModules: z.array(RoleOtherModuleSchema),
});
export const UserRoleSchema = z.object({
  Id: z.number().int(),
  Role: RoleSchema,
  UserRoleOutlets: z.array(z.object({ OutletId: z.number().int() })),
});
export const UserSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
  OwnerId: z.number().int(),
  IsActive: z.boolean(),
  UserRole: UserRoleSchema.nullable(),
  AutomaticStartShift: z.boolean(),
  StartShiftTime: z.string().nullable(),
  AutomaticLogoutChasier: z.boolean(),
  /** Not in the spec: the PIN is locked after too many wrong attempts (the back office shows it). */
  IsPinLocked: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /user/me answers the owner (owner token) or the cashier (cashier token). */
export const MeSchema = z.object({
  Owner: z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() }),
  User: UserSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/** The short form listed on the select-cashier screen. */
export const CashierSummarySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
  RoleName: z.string().nullable(),
});
export type CashierSummary = z.infer<typeof CashierSummarySchema>;

export const CashierListResponseSchema = envelope(z.array(CashierSummarySchema));

export const IdParamSchema = RowIdParamSchema;
export const OwnerIdParamSchema = z.object({ ownerId: RowIdTextSchema });
export const NameLikeQuerySchema = z.object({ name_like: z.string().max(100).optional() });

/** POST/PUT /cashiers: the owner manages the users. */
export const CashierWriteBodySchema = z.object({
  Name: z.string().trim().min(1, 'Name is required').max(100),
  Username: z.string().trim().min(1, 'Username is required').max(100),
  PIN: PinSchema.optional(),
  RoleId: z.number().int().positive(),
  OutletIds: z.array(z.number().int().positive()).min(1, 'At least one outlet is required'),
  IsActive: z.boolean().optional(),
});
export type CashierWriteBody = z.infer<typeof CashierWriteBodySchema>;
