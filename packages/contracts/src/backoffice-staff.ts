import { z } from 'zod';
import { ModuleType, OtherPermission } from '@kasir/domain';
import { PinSchema } from './auth.ts';

/** Spec §6 ids a role may name; anything else is refused with the field named. */
const MODULE_IDS: ReadonlySet<number> = new Set(Object.values(ModuleType));
const OTHER_PERMISSION_IDS: ReadonlySet<number> = new Set(Object.values(OtherPermission));

/** 'HH:mm' on the outlet clock (the seconds form 'HH:mm:ss' is accepted too), or null. */
export const StartShiftTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'StartShiftTime must be HH:mm')
  .nullable();

/** POST/PUT /role (owner back office): spec §6 module accesses, other permissions with UsePin, and the three role flags. */
export const RoleWriteBodySchema = z.object({
  Name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  RoleModuleAccesses: z
    .array(z.object({ ModuleId: z.number().int().refine((id) => MODULE_IDS.has(id), 'Unknown module') }))
    .refine((list) => new Set(list.map((item) => item.ModuleId)).size === list.length, 'A module is listed twice'),
  RoleOtherModules: z
    .array(z.object({ OtherModuleId: z.number().int().refine((id) => OTHER_PERMISSION_IDS.has(id), 'Unknown permission'), UsePin: z.boolean() }))
    .refine((list) => new Set(list.map((item) => item.OtherModuleId)).size === list.length, 'A permission is listed twice'),
  AutomaticStartShift: z.boolean(),
  StartShiftTime: StartShiftTimeSchema,
  AutomaticLogoutChasier: z.boolean(),
});
export type RoleWriteBody = z.infer<typeof RoleWriteBodySchema>;

/** A role as the back office shows it: the spec's Role plus its flags and how many users hold it. */
export const RoleDetailSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  RoleModuleAccesses: z.array(z.object({ ModuleId: z.number().int() })),
  RoleOtherModules: z.array(z.object({ OtherModuleId: z.number().int(), UsePin: z.boolean() })),
  AutomaticStartShift: z.boolean(),
  StartShiftTime: z.string().nullable(),
  AutomaticLogoutChasier: z.boolean(),
  UserCount: z.number().int(),
});
export type RoleDetail = z.infer<typeof RoleDetailSchema>;

/** POST /cashiers/{id}/resetPin: a new PIN; the lockout is cleared with it. */
export const CashierPinResetBodySchema = z.object({ PIN: PinSchema });
export type CashierPinResetBody = z.infer<typeof CashierPinResetBodySchema>;

/** DELETE /cashiers/{id}: whether the cashier was archived (history refers to them) or deleted. */
export const CashierRemovalSchema = z.object({ Archived: z.boolean() });
export type CashierRemoval = z.infer<typeof CashierRemovalSchema>;

/** Not in the spec: a user or role changed; a terminal whose cashier it concerns refetches /user/me. */
export const UserChangedEventSchema = z.object({ UserId: z.number().int().nullable(), RoleId: z.number().int().nullable() });
export type UserChangedEvent = z.infer<typeof UserChangedEventSchema>;
