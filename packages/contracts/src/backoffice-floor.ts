import { z } from 'zod';
import { NUMERIC_MAX, TableType, codeValues, moneyFromDecimalRupiah } from '@kasir/domain';
import { RowIdTextSchema } from './ids.ts';

/**
 * The owner's back office: floor plans (issue 20). Areas and tables with the field names of
 * spec §3 Outlet area / Outlet table; every refusal names its field. Amounts (Charge) travel
 * in rupiah with up to two decimals, as GET /outletArea/ presents them; the server stores hundredths.
 */

export const MAX_AREA_NAME_LENGTH = 60;
export const MAX_TABLE_NAME_LENGTH = 30;
/** Not in the spec: a floor plan larger than this is a typo (units are the plan's own, 1000*800 by default). */
export const MAX_AREA_SIDE = 10_000;
/** Not in the spec: seats at one table (or guests in one room). */
export const MAX_TABLE_CAPACITY = 200;
/** Not in the spec: TableIndex orders tables in lists; this caps it so a typo cannot store 10^9. */
export const MAX_TABLE_INDEX = 9_999;

const tableTypes = codeValues(TableType);
const IdSchema = z.number({ error: 'must be an id' }).int('must be a whole number').positive('must be above 0');

/** 'a*b' of whole non-negative numbers (zero allowed for positions, not for sizes). */
function pairSchema(field: string, shape: string, allowZero: boolean) {
  return z
    .string({ error: `${field} must be '${shape}'` })
    .trim()
    .regex(/^\d{1,6}\s*\*\s*\d{1,6}$/, `${field} must be '${shape}' in whole units`)
    .refine((text) => {
      const [first, second] = text.split('*').map((part) => Number(part.trim()));
      return allowZero || ((first ?? 0) > 0 && (second ?? 0) > 0);
    }, `${field} must be above 0 on both sides`)
    .transform((text) => text.replace(/\s+/g, ''));
}

export const AreaSizeSchema = pairSchema('AreaSize', 'width*height', false).refine((text) => text.split('*').every((part) => Number(part) <= MAX_AREA_SIDE), `AreaSize must be at most ${MAX_AREA_SIDE}*${MAX_AREA_SIDE}`);
export const PositionSchema = pairSchema('Position', 'x*y', true);

/** Rupiah with at most two decimals, 0 to NUMERIC_MAX (the same unit GET /outletArea/ shows). */
export const AreaChargeSchema = z
  .number({ error: 'Charge must be a number' })
  .min(0, 'Charge cannot be negative')
  .max(NUMERIC_MAX, `Charge cannot be above ${NUMERIC_MAX}`)
  .refine(hasAtMostTwoDecimals, 'Charge has at most 2 decimals');

function hasAtMostTwoDecimals(value: number): boolean {
  try {
    moneyFromDecimalRupiah(value);
    return true;
  } catch {
    return false;
  }
}

const areaNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_AREA_NAME_LENGTH, `Name must be at most ${MAX_AREA_NAME_LENGTH} characters`);

export const CreateFloorAreaBodySchema = z.object({
  OutletId: IdSchema,
  Name: areaNameSchema,
  AreaSize: AreaSizeSchema.default('1000*800'),
  Charge: AreaChargeSchema.default(0),
});
export type CreateFloorAreaBody = z.infer<typeof CreateFloorAreaBodySchema>;

export const UpdateFloorAreaBodySchema = z.object({
  Name: areaNameSchema.optional(),
  AreaSize: AreaSizeSchema.optional(),
  Charge: AreaChargeSchema.optional(),
  /** Order of the area tabs. */
  Position: z.number({ error: 'Position must be a number' }).int('Position must be a whole number').min(0, 'Position cannot be negative').max(MAX_TABLE_INDEX).optional(),
});
export type UpdateFloorAreaBody = z.infer<typeof UpdateFloorAreaBodySchema>;

const tableNameSchema = z
  .string({ error: 'TableName is required' })
  .trim()
  .min(1, 'TableName is required')
  .max(MAX_TABLE_NAME_LENGTH, `TableName must be at most ${MAX_TABLE_NAME_LENGTH} characters`);

const tableFields = {
  TableName: tableNameSchema,
  TableIndex: z.number({ error: 'TableIndex must be a number' }).int('TableIndex must be a whole number').min(0, 'TableIndex cannot be negative').max(MAX_TABLE_INDEX, `TableIndex must be at most ${MAX_TABLE_INDEX}`),
  Position: PositionSchema,
  Capacity: z.number({ error: 'Capacity must be a number' }).int('Capacity must be a whole number').min(1, 'Capacity must be at least 1').max(MAX_TABLE_CAPACITY, `Capacity must be at most ${MAX_TABLE_CAPACITY}`),
  IsRoom: z.boolean({ error: 'IsRoom must be true or false' }),
  /** The room table (IsRoom) of the same area this table stands in, or null. */
  RoomId: IdSchema.nullable(),
  Type: z
    .number({ error: `Type must be ${tableTypes.join(' or ')}` })
    .int(`Type must be ${tableTypes.join(' or ')}`)
    .refine((type) => (tableTypes as number[]).includes(type), `Type must be ${tableTypes.join(' or ')}`),
};

export const CreateFloorTableBodySchema = z.object({
  OutletAreaId: IdSchema,
  ...tableFields,
  IsRoom: tableFields.IsRoom.default(false),
  RoomId: tableFields.RoomId.default(null),
  Type: tableFields.Type.default(TableType.DINE_IN),
});
export type CreateFloorTableBody = z.infer<typeof CreateFloorTableBodySchema>;

/** Every field optional: a drag sends Position alone. OutletAreaId moves the table to another area of the outlet. */
export const UpdateFloorTableBodySchema = z.object({
  OutletAreaId: IdSchema.optional(),
  TableName: tableFields.TableName.optional(),
  TableIndex: tableFields.TableIndex.optional(),
  Position: tableFields.Position.optional(),
  Capacity: tableFields.Capacity.optional(),
  IsRoom: tableFields.IsRoom.optional(),
  RoomId: tableFields.RoomId.optional(),
  Type: tableFields.Type.optional(),
});
export type UpdateFloorTableBody = z.infer<typeof UpdateFloorTableBodySchema>;

export const FloorOutletParamSchema = z.object({ outletId: RowIdTextSchema });
export const FloorAreasQuerySchema = z.object({
  /** 'true' lists archived areas and tables too (greyed out in the back office). */
  includeArchived: z.enum(['true', 'false'], { error: "includeArchived must be 'true' or 'false'" }).optional(),
});

export const FloorTableSchema = z.object({
  Id: z.number().int(),
  OutletAreaId: z.number().int(),
  TableName: z.string(),
  TableIndex: z.number().int(),
  Status: z.number().int(),
  Position: z.string(),
  PositionX: z.number(),
  PositionY: z.number(),
  Capacity: z.number().int(),
  IsRoom: z.boolean(),
  RoomId: z.number().int().nullable(),
  Type: z.number().int(),
  /** False once archived: past orders or reservations still name it. */
  IsActive: z.boolean(),
  /** The open order seated here, if any (such a table cannot be deleted). */
  OrderId: z.number().int().nullable(),
});
export type FloorTable = z.infer<typeof FloorTableSchema>;

export const FloorAreaSchema = z.object({
  Id: z.number().int(),
  OutletId: z.number().int(),
  Name: z.string(),
  AreaSize: z.string(),
  Charge: z.number(),
  Position: z.number().int(),
  IsActive: z.boolean(),
  OutletTables: z.array(FloorTableSchema),
});
export type FloorArea = z.infer<typeof FloorAreaSchema>;

/** What DELETE answers: the row was removed for good, or archived because history names it. */
export const FloorDeleteResultSchema = z.object({ Id: z.number().int(), Archived: z.boolean() });
export type FloorDeleteResult = z.infer<typeof FloorDeleteResultSchema>;
