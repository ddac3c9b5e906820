import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ModuleType,
  OtherPermission,
  OrderType,
  OutletSettingCode,
  MULTI_ORDER_QR_CODE_ON_VALUE,
  SetReceipt,
  TableStatus,
  TableType,
  codeValues,
  defaultReceiptSettings,
  type FloorPoint,
  type FloorSize,
} from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import type { MenuSeed } from '../../db/seed/catalog-types.ts';
import { insertMenu } from '../../db/seed/seed-catalog.ts';
import { PAYMENT_METHOD_TYPES } from '../../db/seed/seed-payments.ts';
import { newUserRow } from '../users/users-write.repository.ts';

/** Everything the wizard makes, already checked and converted to stored units by the service. */
export type SetupPlan = {
  outlet: {
    name: string;
    type: number;
    address: string;
    telephone: string;
    timeZone: number;
    currencyCode: string;
    isPrinterV2: boolean;
    excludeChargeNoSales: boolean;
    /** RoundingSetting value, or null for no rounding step. */
    rounding: number | null;
  };
  idempotencyKey: string | null;
  paymentMethods: Array<{ name: string; type: number; openDrawer: boolean }>;
  /** The order types and their charges, as the demo seed's menu declares them (insertMenu). */
  menu: MenuSeed;
  area: { name: string; size: FloorSize; capacity: number; tables: Array<{ name: string } & FloorPoint> };
  cashier: { name: string; username: string; pinHash: string };
  printer: { name: string; ip: string; port: number };
};

export type SetupResultRow = { outletId: number; userId: number; username: string };

/** The role the wizard gives its first cashier: every module, every permission, no supervisor PIN (the owner edits it later). */
export const SETUP_ROLE_NAME = 'Full access';
const PAPER_WIDTH_MM = 80;

/** Print set names as the demo's (spec §3 SetReceipt). */
const PRINT_SET_NAMES: Record<number, string> = {
  [SetReceipt.ORDER]: 'Order',
  [SetReceipt.TABLE_CHECKER]: 'Table Checker',
  [SetReceipt.BILL]: 'Bill',
  [SetReceipt.PAYMENT]: 'Payment',
  [SetReceipt.REPORT]: 'Report',
  [SetReceipt.QR_TABLE]: 'QR Table',
  [SetReceipt.QR_MEMBER_SIGNUP]: 'QR Member Sign Up',
  [SetReceipt.CHANGE_TABLE]: 'Change Table',
};

/** The outlet settings a new outlet starts with (the demo's, spec §9), rounding as chosen. */
function outletSettings(rounding: number | null): Record<string, string> {
  return {
    ...(rounding === null ? {} : { [OutletSettingCode.ROUNDING]: String(rounding) }),
    [OutletSettingCode.MINIMUM_HOURS_RESERVATION]: '2',
    [OutletSettingCode.RESERVATION_DEFAULT_ORDER_TYPE]: String(OrderType.DINE_IN),
    [OutletSettingCode.NOTIFICATION_TABLE]: '1',
    [OutletSettingCode.AUTO_PRINT_QR_TABLE]: '0',
    [OutletSettingCode.MULTI_ORDER_QR_CODE]: MULTI_ORDER_QR_CODE_ON_VALUE,
    [OutletSettingCode.BROADCAST]: '',
  };
}

/** SQL of the first-run wizard: one outlet with all it needs to sell, in the caller's transaction. */
export function createSetupRepository(db: Kysely<Database>) {
  async function findOrCreateRole(trx: Transaction<Database>, ownerId: number): Promise<number> {
    const existing = await trx.selectFrom('roles').select('id').where('owner_id', '=', ownerId).where('name', '=', SETUP_ROLE_NAME).orderBy('id').executeTakeFirst();
    if (existing) return existing.id;
    const role = await trx.insertInto('roles').values({ owner_id: ownerId, name: SETUP_ROLE_NAME }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('role_module_accesses').values(codeValues(ModuleType).map((moduleId) => ({ role_id: role.id, module_id: moduleId }))).execute();
    await trx.insertInto('role_other_modules').values(codeValues(OtherPermission).map((id) => ({ role_id: role.id, other_module_id: id, use_pin: 0 as const }))).execute();
    return role.id;
  }

  async function insertFloor(trx: Transaction<Database>, outletId: number, area: SetupPlan['area'], now: string): Promise<void> {
    const { id: areaId } = await trx
      .insertInto('outlet_areas')
      .values({ outlet_id: outletId, name: area.name, charge: 0, area_width: area.size.width, area_height: area.size.height, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('outlet_tables')
      .values(
        area.tables.map((table, index) => ({
          outlet_id: outletId,
          outlet_area_id: areaId,
          table_name: table.name,
          table_index: index + 1,
          status: TableStatus.EMPTY,
          pax: 0,
          position_x: table.x,
          position_y: table.y,
          capacity: area.capacity,
          is_room: 0 as const,
          room_id: null,
          type: TableType.DINE_IN,
          end_time: null,
          ends_at: null,
          time_up_notified_at: null,
          charge: 0,
          lock_by: null,
          filled_id: null,
          updated_by: null,
          last_ordered_on: null,
          last_filled_on: null,
          merged_reference_id: null,
          updated_at: now,
        })),
      )
      .execute();
  }

  /** One printer for everything: kitchen tickets, bills, receipts, reports, QR slips (an empty filter routes every item). */
  async function insertPrinting(trx: Transaction<Database>, outletId: number, plan: SetupPlan, now: string): Promise<void> {
    const device = await trx
      .insertInto('devices')
      .values({ outlet_id: outletId, name: plan.printer.name, ip: plan.printer.ip, port: plan.printer.port, is_connected_drawer: 1, paper_width: PAPER_WIDTH_MM, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const setReceiptId of codeValues(SetReceipt)) {
      const receipt = await trx
        .insertInto('outlet_receipts')
        .values({
          outlet_id: outletId,
          set_receipt_id: setReceiptId,
          name: PRINT_SET_NAMES[setReceiptId] ?? 'Print',
          custom_ip_service_printer: null,
          // Kitchen tickets in double height, as the demo's: read from across the pass.
          font_size: setReceiptId === SetReceipt.ORDER ? '1,2' : '1,1',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('outlet_receipt_devices')
        .values({ outlet_receipt_id: receipt.id, device_id: device.id, quantity: 1, position: 0, area_ids: '[]', department_ids: '[]', category_ids: '[]', product_ids: '[]' })
        .execute();
    }
    const settings = defaultReceiptSettings({ name: plan.outlet.name, address: plan.outlet.address, phone: plan.outlet.telephone });
    await trx.insertInto('receipt_settings').values({ outlet_id: outletId, settings: JSON.stringify(settings), updated_by: null, updated_at: now }).execute();
  }

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /**
     * Serialises the owner's setups: the no-op update takes the owner's row lock on PostgreSQL
     * (SQLite has one writer), so a double tap waits and then finds the first one's outlet.
     */
    async lockOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
      await trx.updateTable('owners').set({ name: sql<string>`name` }).where('id', '=', ownerId).execute();
    },

    /** What a setup under this Idempotency-Key made: the outlet and its first cashier. */
    async findByIdempotencyKey(ownerId: number, key: string, executor: Kysely<Database> | Transaction<Database> = db): Promise<SetupResultRow | undefined> {
      const row = await executor
        .selectFrom('outlets')
        .leftJoin('user_role_outlets', 'user_role_outlets.outlet_id', 'outlets.id')
        .leftJoin('users', 'users.id', 'user_role_outlets.user_id')
        .select(['outlets.id as outletId', 'users.id as userId', 'users.username as username'])
        .where('outlets.owner_id', '=', ownerId)
        .where('outlets.idempotency_key', '=', key)
        .orderBy('users.id')
        .executeTakeFirst();
      return row ? { outletId: row.outletId, userId: row.userId ?? 0, username: row.username ?? '' } : undefined;
    },

    async isOutletNameTaken(executor: Kysely<Database> | Transaction<Database>, ownerId: number, name: string): Promise<boolean> {
      const row = await executor.selectFrom('outlets').select('id').where('owner_id', '=', ownerId).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    async isUsernameTaken(executor: Kysely<Database> | Transaction<Database>, ownerId: number, username: string): Promise<boolean> {
      const row = await executor.selectFrom('users').select('id').where('owner_id', '=', ownerId).where('username', '=', username).executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts the whole outlet; the caller's transaction makes it all or nothing. */
    async insertOutlet(trx: Transaction<Database>, ownerId: number, plan: SetupPlan): Promise<SetupResultRow> {
      const now = new Date();
      const at = now.toISOString();
      const outlet = await trx
        .insertInto('outlets')
        .values({
          owner_id: ownerId,
          name: plan.outlet.name,
          address: plan.outlet.address,
          telephone: plan.outlet.telephone,
          time_zone: plan.outlet.timeZone,
          type: plan.outlet.type,
          currency_code: plan.outlet.currencyCode,
          is_printer_v2: plan.outlet.isPrinterV2 ? 1 : 0,
          is_suspend: 0,
          exclude_charge_no_sales: plan.outlet.excludeChargeNoSales ? 1 : 0,
          price_level: null,
          created_at: at,
          idempotency_key: plan.idempotencyKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('outlet_settings')
        .values(Object.entries(outletSettings(plan.outlet.rounding)).map(([code, value]) => ({ outlet_id: outlet.id, code, value })))
        .execute();

      // The spec's payment method types are reference rows the demo seed also makes; an empty
      // database (KASIR_SEED=none) has none yet, and every method points at its type.
      await trx.insertInto('payment_method_types').values([...PAYMENT_METHOD_TYPES]).onConflict((conflict) => conflict.column('id').doNothing()).execute();
      await trx
        .insertInto('outlet_payment_methods')
        .values(
          plan.paymentMethods.map((method, position) => ({
            outlet_id: outlet.id,
            name: method.name,
            type: method.type,
            is_use_point: 0 as const,
            is_no_sales: 0 as const,
            open_drawer: method.openDrawer ? (1 as const) : (0 as const),
            default_value: null,
            max_point: null,
            image: null,
            position,
            is_active: 1 as const,
          })),
        )
        .execute();

      await insertMenu(trx, outlet.id, plan.menu, now);
      await insertFloor(trx, outlet.id, plan.area, at);

      const roleId = await findOrCreateRole(trx, ownerId);
      const user = await trx
        .insertInto('users')
        .values(newUserRow({ ownerId, roleId, name: plan.cashier.name, username: plan.cashier.username, pinHash: plan.cashier.pinHash }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_role_outlets').values({ user_id: user.id, outlet_id: outlet.id }).execute();

      await insertPrinting(trx, outlet.id, plan, at);
      return { outletId: outlet.id, userId: user.id, username: plan.cashier.username };
    },
  };
}

export type SetupRepository = ReturnType<typeof createSetupRepository>;
