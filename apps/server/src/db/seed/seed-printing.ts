import type { Kysely, Transaction } from 'kysely';
import { SetReceipt, defaultReceiptSettings } from '@kasir/domain';
import type { Database } from '../schema.ts';
import type { FoundationIds } from './seed-foundation.ts';

type DeviceSeed = { name: string; port: number; isConnectedDrawer: boolean; categories?: string[]; departments?: string[] };

/** The printer emulator's default ports (EMULATOR_PORTS), which DEMO-DATA.md's printers use. */
export const DEFAULT_DEMO_PRINTER_PORTS = [9100, 9101, 9102, 9103, 9104] as const;

/**
 * Where a demo printer points when the emulator listens on other ports: the n-th default port
 * becomes the n-th configured one (wrapping round a shorter list), so every demo ticket still
 * reaches an emulator that is listening.
 */
export function demoPrinterPort(defaultPort: number, configuredPorts: readonly number[]): number {
  const index = DEFAULT_DEMO_PRINTER_PORTS.indexOf(defaultPort as (typeof DEFAULT_DEMO_PRINTER_PORTS)[number]);
  if (index < 0 || configuredPorts.length === 0) return defaultPort;
  return configuredPorts[index % configuredPorts.length] ?? defaultPort;
}

/**
 * DEMO-DATA.md printers: Kopi Senja's Kitchen (Food, Snack, Dessert) on 9101, Bar (Coffee,
 * Non-Coffee) on 9102 and Cashier (bills, receipts, reports, QR slips; drawer) on 9100;
 * Grill & Chill's kitchen on 9103 and cashier on 9104. The emulator listens on these ports.
 */
export const DEMO_DEVICES: Record<'kopiSenja' | 'grillChill', DeviceSeed[]> = {
  kopiSenja: [
    { name: 'Kitchen', port: 9101, isConnectedDrawer: false, categories: ['Food', 'Snack', 'Dessert'] },
    { name: 'Bar', port: 9102, isConnectedDrawer: false, categories: ['Coffee', 'Non-Coffee'] },
    { name: 'Cashier', port: 9100, isConnectedDrawer: true },
  ],
  grillChill: [
    // Grill & Chill routes by department: the whole menu is cooked or poured from one kitchen pass.
    { name: 'Kitchen', port: 9103, isConnectedDrawer: false, departments: ['Kitchen', 'Bar'] },
    { name: 'Cashier', port: 9104, isConnectedDrawer: true },
  ],
};

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

async function seedOutletPrinting(trx: Transaction<Database>, outletId: number, devices: DeviceSeed[], ports: readonly number[], now: string): Promise<void> {
  const categories = await trx.selectFrom('product_categories').select(['id', 'name']).where('outlet_id', '=', outletId).execute();
  const departments = await trx.selectFrom('departments').select(['id', 'name']).where('outlet_id', '=', outletId).execute();
  const idsOf = (rows: Array<{ id: number; name: string }>, names: string[] = []) => rows.filter((row) => names.includes(row.name)).map((row) => row.id);

  const deviceIds = new Map<string, number>();
  for (const device of devices) {
    const row = await trx
      .insertInto('devices')
      .values({ outlet_id: outletId, name: device.name, ip: '127.0.0.1', port: demoPrinterPort(device.port, ports), is_connected_drawer: device.isConnectedDrawer ? 1 : 0, paper_width: 80, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    deviceIds.set(device.name, row.id);
  }
  const cashierId = deviceIds.get('Cashier')!;
  for (const setReceiptId of Object.values(SetReceipt)) {
    const isKitchen = setReceiptId === SetReceipt.ORDER;
    const receipt = await trx
      .insertInto('outlet_receipts')
      .values({ outlet_id: outletId, set_receipt_id: setReceiptId, name: PRINT_SET_NAMES[setReceiptId] ?? 'Print', custom_ip_service_printer: null, font_size: isKitchen ? '1,2' : '1,1', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const targets = isKitchen ? devices.filter((device) => device.name !== 'Cashier') : devices.filter((device) => device.name === 'Cashier');
    await trx
      .insertInto('outlet_receipt_devices')
      .values(
        targets.map((device, position) => ({
          outlet_receipt_id: receipt.id,
          device_id: isKitchen ? deviceIds.get(device.name)! : cashierId,
          quantity: 1,
          position,
          area_ids: '[]',
          department_ids: JSON.stringify(isKitchen ? idsOf(departments, device.departments) : []),
          category_ids: JSON.stringify(isKitchen ? idsOf(categories, device.categories) : []),
          product_ids: '[]',
        })),
      )
      .execute();
  }
  const outlet = await trx.selectFrom('outlets').select(['name', 'address', 'telephone']).where('id', '=', outletId).executeTakeFirstOrThrow();
  await trx
    .insertInto('receipt_settings')
    .values({ outlet_id: outletId, settings: JSON.stringify(defaultReceiptSettings({ name: outlet.name, address: outlet.address, phone: outlet.telephone })), updated_by: null, updated_at: now })
    .execute();
}

/** Devices, print sets 1..8 and default receipt settings of the demo outlets. */
export async function seedPrinting(db: Kysely<Database>, ids: FoundationIds, ports: readonly number[] = DEFAULT_DEMO_PRINTER_PORTS): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await seedOutletPrinting(trx, ids.outletIds.kopiSenja, DEMO_DEVICES.kopiSenja, ports, now);
    await seedOutletPrinting(trx, ids.outletIds.grillChill, DEMO_DEVICES.grillChill, ports, now);
  });
}
