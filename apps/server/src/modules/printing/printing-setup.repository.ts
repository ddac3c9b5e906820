import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DevicesTable, OutletReceiptDevicesTable, OutletReceiptsTable } from '../../db/schema-printing.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type DeviceRow = Selectable<DevicesTable>;
export type OutletReceiptRow = Selectable<OutletReceiptsTable>;
export type OutletReceiptDeviceRow = Selectable<OutletReceiptDevicesTable>;

export type DeviceValues = { name: string; ip: string; port: number; isConnectedDrawer: boolean; paperWidth: number };
export type ReceiptDeviceValues = {
  deviceId: number;
  quantity: number;
  areaIds: number[];
  departmentIds: number[];
  categoryIds: number[];
  productIds: number[];
};
export type OutletReceiptValues = { setReceiptId: number; name: string; customIpServicePrinter: string | null; fontSize: string; devices: ReceiptDeviceValues[] };

/** Devices, print sets with their devices, receipt settings and departments of an outlet. */
export function createPrintingSetupRepository(db: Kysely<Database>) {
  async function insertReceiptDevices(trx: Executor, outletReceiptId: number, devices: readonly ReceiptDeviceValues[]): Promise<void> {
    if (devices.length === 0) return;
    await trx
      .insertInto('outlet_receipt_devices')
      .values(
        devices.map((device, position) => ({
          outlet_receipt_id: outletReceiptId,
          device_id: device.deviceId,
          quantity: device.quantity,
          position,
          area_ids: JSON.stringify(device.areaIds),
          department_ids: JSON.stringify(device.departmentIds),
          category_ids: JSON.stringify(device.categoryIds),
          product_ids: JSON.stringify(device.productIds),
        })),
      )
      .execute();
  }

  return {
    async listDevices(outletId: number, executor: Executor = db): Promise<DeviceRow[]> {
      return executor.selectFrom('devices').selectAll().where('outlet_id', '=', outletId).orderBy('id').execute();
    },

    async findDevice(outletId: number, deviceId: number, executor: Executor = db): Promise<DeviceRow | undefined> {
      return executor.selectFrom('devices').selectAll().where('outlet_id', '=', outletId).where('id', '=', deviceId).executeTakeFirst();
    },

    async insertDevice(outletId: number, values: DeviceValues, now: string): Promise<DeviceRow> {
      return db
        .insertInto('devices')
        .values({ outlet_id: outletId, name: values.name, ip: values.ip, port: values.port, is_connected_drawer: values.isConnectedDrawer ? 1 : 0, paper_width: values.paperWidth, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateDevice(outletId: number, deviceId: number, values: DeviceValues, now: string): Promise<DeviceRow | undefined> {
      return db
        .updateTable('devices')
        .set({ name: values.name, ip: values.ip, port: values.port, is_connected_drawer: values.isConnectedDrawer ? 1 : 0, paper_width: values.paperWidth, updated_at: now })
        .where('outlet_id', '=', outletId)
        .where('id', '=', deviceId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the device and its places in print sets, in one transaction. */
    async deleteDevice(outletId: number, deviceId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('devices').select('id').where('outlet_id', '=', outletId).where('id', '=', deviceId).executeTakeFirst();
        if (!found) return false;
        await trx.deleteFrom('outlet_receipt_devices').where('device_id', '=', deviceId).execute();
        await trx.deleteFrom('devices').where('id', '=', deviceId).execute();
        return true;
      });
    },

    async listReceipts(outletId: number, executor: Executor = db): Promise<{ receipts: OutletReceiptRow[]; devices: OutletReceiptDeviceRow[] }> {
      const receipts = await executor.selectFrom('outlet_receipts').selectAll().where('outlet_id', '=', outletId).orderBy('set_receipt_id').orderBy('id').execute();
      const devices =
        receipts.length === 0
          ? []
          : await executor
              .selectFrom('outlet_receipt_devices')
              .selectAll()
              .where(
                'outlet_receipt_id',
                'in',
                receipts.map((receipt) => receipt.id),
              )
              .orderBy('outlet_receipt_id')
              .orderBy('position')
              .execute();
      return { receipts, devices };
    },

    async insertReceipt(outletId: number, values: OutletReceiptValues, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('outlet_receipts')
          .values({ outlet_id: outletId, set_receipt_id: values.setReceiptId, name: values.name, custom_ip_service_printer: values.customIpServicePrinter, font_size: values.fontSize, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertReceiptDevices(trx, row.id, values.devices);
        return row.id;
      });
    },

    /** Replaces the print set and its devices in one transaction; false when it is not the outlet's. */
    async updateReceipt(outletId: number, receiptId: number, values: OutletReceiptValues, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('outlet_receipts')
          .set({ set_receipt_id: values.setReceiptId, name: values.name, custom_ip_service_printer: values.customIpServicePrinter, font_size: values.fontSize, updated_at: now })
          .where('outlet_id', '=', outletId)
          .where('id', '=', receiptId)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return false;
        await trx.deleteFrom('outlet_receipt_devices').where('outlet_receipt_id', '=', receiptId).execute();
        await insertReceiptDevices(trx, receiptId, values.devices);
        return true;
      });
    },

    async deleteReceipt(outletId: number, receiptId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('outlet_receipts').select('id').where('outlet_id', '=', outletId).where('id', '=', receiptId).executeTakeFirst();
        if (!found) return false;
        await trx.deleteFrom('outlet_receipt_devices').where('outlet_receipt_id', '=', receiptId).execute();
        await trx.deleteFrom('outlet_receipts').where('id', '=', receiptId).execute();
        return true;
      });
    },

    async findReceiptSettings(outletId: number): Promise<string | undefined> {
      const row = await db.selectFrom('receipt_settings').select('settings').where('outlet_id', '=', outletId).executeTakeFirst();
      return row?.settings;
    },

    async saveReceiptSettings(outletId: number, settings: string, userId: number | null, now: string): Promise<void> {
      await db
        .insertInto('receipt_settings')
        .values({ outlet_id: outletId, settings, updated_by: userId, updated_at: now })
        .onConflict((conflict) => conflict.column('outlet_id').doUpdateSet({ settings, updated_by: userId, updated_at: now }))
        .execute();
    },

    async listDepartments(outletId: number): Promise<Array<{ id: number; name: string }>> {
      return db.selectFrom('departments').select(['id', 'name']).where('outlet_id', '=', outletId).orderBy('id').execute();
    },

    /** Which of these ids are the outlet's: devices, areas, departments, categories, products. */
    async findOwnIds(outletId: number, ids: { devices: number[]; areas: number[]; departments: number[]; categories: number[]; products: number[] }) {
      const pick = async (table: 'devices' | 'outlet_areas' | 'departments' | 'product_categories' | 'outlet_products', wanted: number[]) =>
        wanted.length === 0
          ? new Set<number>()
          : new Set((await db.selectFrom(table).select('id').where('outlet_id', '=', outletId).where('id', 'in', wanted).execute()).map((row) => row.id));
      return {
        devices: await pick('devices', ids.devices),
        areas: await pick('outlet_areas', ids.areas),
        departments: await pick('departments', ids.departments),
        categories: await pick('product_categories', ids.categories),
        products: await pick('outlet_products', ids.products),
      };
    },
  };
}

export type PrintingSetupRepository = ReturnType<typeof createPrintingSetupRepository>;
