import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPart, ServerEvent, type AdminDepartment, type AdminProductCategory, type CatalogChangedEvent, type KitchenPrinter } from '@kasir/contracts';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { openPaymentAdminTestbed, type PaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';

let bed: PaymentAdminTestbed;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openPaymentAdminTestbed();
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const departments = async (outletId = bed.outlet): Promise<AdminDepartment[]> => (await bed.owner('GET', `/outlet/${outletId}/departments`)).json().data as AdminDepartment[];
const categories = async (outletId = bed.outlet): Promise<AdminProductCategory[]> => (await bed.owner('GET', `/outlet/${outletId}/productCategories`)).json().data as AdminProductCategory[];
const printers = async (): Promise<KitchenPrinter[]> => (await bed.owner('GET', `/outlet/${bed.outlet}/kitchenPrinters`)).json().data as KitchenPrinter[];
const routingOf = async (deviceId: number) => {
  const rows = await bed.db
    .selectFrom('outlet_receipt_devices')
    .innerJoin('outlet_receipts', 'outlet_receipts.id', 'outlet_receipt_devices.outlet_receipt_id')
    .select('outlet_receipt_devices.department_ids')
    .where('outlet_receipts.set_receipt_id', '=', 1)
    .where('outlet_receipt_devices.device_id', '=', deviceId)
    .execute();
  return rows.flatMap((row) => JSON.parse(row.department_ids) as number[]);
};

describe('back office departments', () => {
  it("lists the outlet's kitchen printers and departments, for the owner only", async () => {
    expect((await printers()).length).toBeGreaterThan(0);
    expect((await departments()).length).toBeGreaterThan(0);
    expect((await bed.asCashier('GET', `/outlet/${bed.outlet}/departments`)).statusCode).toBe(403);
    expect((await bed.owner('GET', `/outlet/${bed.other.outletId}/departments`)).statusCode).toBe(404);
    expect((await bed.owner('GET', `/outlet/${bed.other.outletId}/kitchenPrinters`)).statusCode).toBe(404);
  });

  it('creates a department routed to the chosen kitchen printer, once per Idempotency-Key', async () => {
    const [printer] = await printers();
    const first = await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Pastry', PrinterDeviceIds: [printer!.DeviceId] }, bed.withKey('pastry-1'));
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as AdminDepartment;
    expect(created).toMatchObject({ Name: 'Pastry', PrinterDeviceIds: [printer!.DeviceId], IsArchived: false });
    const retried = await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Pastry', PrinterDeviceIds: [printer!.DeviceId] }, bed.withKey('pastry-1'));
    expect((retried.json().data as AdminDepartment).Id).toBe(created.Id);
    expect((await departments()).filter((department) => department.Name === 'Pastry')).toHaveLength(1);
    expect(await routingOf(printer!.DeviceId)).toContain(created.Id);

    // Choosing no printer takes it off the device's list.
    const edited = await bed.owner('PUT', `/department/${created.Id}`, { OutletId: bed.outlet, Name: 'Pastries', PrinterDeviceIds: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ Name: 'Pastries', PrinterDeviceIds: [] });
    expect(await routingOf(printer!.DeviceId)).not.toContain(created.Id);
  });

  it('refuses to route a department to a catch-all printer, which would stop printing every other line it takes', async () => {
    const [printer] = await printers();
    const link = await bed.db
      .selectFrom('outlet_receipt_devices')
      .innerJoin('outlet_receipts', 'outlet_receipts.id', 'outlet_receipt_devices.outlet_receipt_id')
      .select(['outlet_receipt_devices.id', 'outlet_receipt_devices.department_ids', 'outlet_receipt_devices.category_ids', 'outlet_receipt_devices.product_ids'])
      .where('outlet_receipts.set_receipt_id', '=', 1)
      .where('outlet_receipt_devices.device_id', '=', printer!.DeviceId)
      .executeTakeFirstOrThrow();
    // Make the printer a catch-all for this test, and put its lists back afterwards.
    await bed.db.updateTable('outlet_receipt_devices').set({ department_ids: '[]', category_ids: '[]', product_ids: '[]' }).where('id', '=', link.id).execute();
    try {
      expect((await printers()).find((device) => device.DeviceId === printer!.DeviceId)?.IsCatchAll).toBe(true);
      const answer = await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Catch Me', PrinterDeviceIds: [printer!.DeviceId] });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data[0]).toMatchObject({ field: 'PrinterDeviceIds' });
      expect(answer.json().data[0].error).toContain(printer!.Name);
      expect((await departments()).some((department) => department.Name === 'Catch Me')).toBe(false);
      expect(await routingOf(printer!.DeviceId)).toEqual([]);
    } finally {
      await bed.db.updateTable('outlet_receipt_devices').set({ department_ids: link.department_ids, category_ids: link.category_ids, product_ids: link.product_ids }).where('id', '=', link.id).execute();
    }
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await departments();
    const routingBefore = await bed.db.selectFrom('outlet_receipt_devices').select(['id', 'department_ids']).orderBy('id').execute();
    const existing = before[0]!.Name.toUpperCase();
    const foreignDevice = await bed.db.selectFrom('devices').select('id').where('outlet_id', '=', bed.other.outletId).executeTakeFirst();
    const cases: Array<[object, string]> = [
      [{ OutletId: bed.outlet, Name: '' }, 'Name'],
      [{ OutletId: bed.outlet, Name: 'x'.repeat(51) }, 'Name'],
      [{ OutletId: bed.outlet, Name: existing }, 'Name'],
      [{ OutletId: bed.outlet, Name: 'Twelve', PrinterDeviceIds: [999_999] }, 'PrinterDeviceIds'],
      [{ OutletId: bed.outlet, Name: 'Twelve', PrinterDeviceIds: [1, 1] }, 'PrinterDeviceIds'],
      [{ OutletId: 'x', Name: 'Twelve' }, 'OutletId'],
      ...(foreignDevice ? [[{ OutletId: bed.outlet, Name: 'Twelve', PrinterDeviceIds: [foreignDevice.id] }, 'PrinterDeviceIds'] as [object, string]] : []),
    ];
    for (const [payload, field] of cases) {
      const answer = await bed.owner('POST', '/department', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect((answer.json().data as Array<{ field: string }>).map((error) => error.field).join(',')).toContain(field);
    }
    expect(await departments()).toEqual(before);
    expect(await bed.db.selectFrom('outlet_receipt_devices').select(['id', 'department_ids']).orderBy('id').execute()).toEqual(routingBefore);
  });

  it("another owner's department or category is a 404", async () => {
    const theirDepartment = await bed.db.insertInto('departments').values({ outlet_id: bed.other.outletId, name: 'Their Kitchen' }).returning('id').executeTakeFirstOrThrow();
    const theirCategory = await bed.db.insertInto('product_categories').values({ outlet_id: bed.other.outletId, name: 'Their Food', department_id: theirDepartment.id, position: 0 }).returning('id').executeTakeFirstOrThrow();
    expect((await bed.owner('PUT', `/department/${theirDepartment.id}`, { OutletId: bed.other.outletId, Name: 'Mine' })).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/department/${theirDepartment.id}`)).statusCode).toBe(404);
    expect((await bed.owner('PUT', `/productCategory/${theirCategory.id}`, { OutletId: bed.other.outletId, Name: 'Mine' })).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/productCategory/${theirCategory.id}`)).statusCode).toBe(404);
    expect((await bed.owner('POST', '/productCategory', { OutletId: bed.other.outletId, Name: 'Mine' })).statusCode).toBe(404);
    // Their department on my category is a field error.
    const answer = await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Mine', DepartmentId: theirDepartment.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data[0].field).toBe('DepartmentId');
    expect((await bed.db.selectFrom('departments').select('name').where('id', '=', theirDepartment.id).executeTakeFirstOrThrow()).name).toBe('Their Kitchen');
  });
});

describe('back office categories', () => {
  it('creates, reorders and renames a category in a department', async () => {
    const department = (await departments())[0]!;
    const created = await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Cakes', DepartmentId: department.Id, Position: 50 }, bed.withKey('cakes-1'));
    expect(created.statusCode, created.body).toBe(201);
    const cakes = created.json().data as AdminProductCategory;
    expect(cakes).toMatchObject({ Name: 'Cakes', DepartmentId: department.Id, DepartmentName: department.Name, Position: 50, ProductCount: 0 });
    expect(((await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Cakes', DepartmentId: department.Id, Position: 50 }, bed.withKey('cakes-1'))).json().data as AdminProductCategory).Id).toBe(cakes.Id);
    const moved = await bed.owner('PUT', `/productCategory/${cakes.Id}`, { OutletId: bed.outlet, Name: 'Cake', DepartmentId: null, Position: 0 });
    expect(moved.json().data).toMatchObject({ Name: 'Cake', DepartmentId: null, Position: 0 });
    const positions = (await categories()).map((category) => category.Position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await categories()).find((category) => category.Id === cakes.Id)!.Position).toBe(0);
    const bad = await bed.owner('PUT', `/productCategory/${cakes.Id}`, { OutletId: bed.outlet, Name: 'Cake', Position: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].field).toBe('Position');
  });

  it('refuses to delete a category with live products, naming it; archives one history names; deletes an unused one', async () => {
    const withProducts = (await categories()).find((category) => category.ProductCount > 0)!;
    const refused = await bed.owner('DELETE', `/productCategory/${withProducts.Id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(withProducts.Name);

    const empty = (await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Empty' })).json().data as AdminProductCategory;
    expect((await bed.owner('DELETE', `/productCategory/${empty.Id}`)).json().data).toEqual({ Id: empty.Id, Archived: false });

    // A category whose only product was sold and then taken off the menu: history names it.
    const old = (await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Seasonal' })).json().data as AdminProductCategory;
    const product = await bed.owner('POST', '/product', { Name: 'Pumpkin Latte', SellPrice: 30_000, Outlets: [{ OutletId: bed.outlet, IsAvailable: true, ProductCategoryId: old.Id }] });
    expect(product.statusCode, product.body).toBe(201);
    const outletProductId = product.json().data.Outlets.find((outlet: { OutletId: number }) => outlet.OutletId === bed.outlet).OutletProductId as number;
    await bed.createOrder({ OutletOrderTypeId: bed.menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: outletProductId, Quantity: 1 }] });
    expect((await bed.owner('DELETE', `/product/${product.json().data.Id}`)).json().data).toMatchObject({ Archived: true });
    expect((await bed.owner('DELETE', `/productCategory/${old.Id}`)).json().data).toEqual({ Id: old.Id, Archived: true });
    expect((await categories()).some((category) => category.Id === old.Id)).toBe(false);
    // The till's menu tabs (GET /productCategory/) no longer show it either.
    const tabs = (await bed.asCashier('GET', '/productCategory/')).json().data as Array<{ Id: number }>;
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.some((tab) => tab.Id === old.Id)).toBe(false);
    expect((await bed.db.selectFrom('product_categories').select('archived_at').where('id', '=', old.Id).executeTakeFirstOrThrow()).archived_at).not.toBeNull();
  });

  it('refuses to delete a department with live categories; archives one an archived category names', async () => {
    const department = (await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Retired' })).json().data as AdminDepartment;
    const category = (await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Retired Things', DepartmentId: department.Id })).json().data as AdminProductCategory;
    const refused = await bed.owner('DELETE', `/department/${department.Id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Retired');
    await bed.db.updateTable('product_categories').set({ archived_at: new Date().toISOString() }).where('id', '=', category.Id).execute();
    expect((await bed.owner('DELETE', `/department/${department.Id}`)).json().data).toEqual({ Id: department.Id, Archived: true });
    expect((await departments()).some((row) => row.Id === department.Id)).toBe(false);
    // A live department may take the archived one's name.
    expect((await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Retired' })).statusCode).toBe(201);
  });

  it("a new department's items print on the kitchen printer the owner chose", async () => {
    const bar = (await printers()).find((printer) => printer.Name === 'Bar')!;
    const kitchen = (await printers()).find((printer) => printer.Name === 'Kitchen')!;
    const department = (await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Patisserie', PrinterDeviceIds: [bar.DeviceId] })).json().data as AdminDepartment;
    const category = (await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Tarts', DepartmentId: department.Id })).json().data as AdminProductCategory;
    const product = await bed.owner('POST', '/product', { Name: 'Lemon Tartlet', SellPrice: 21_000, Outlets: [{ OutletId: bed.outlet, IsAvailable: true, ProductCategoryId: category.Id }] });
    expect(product.statusCode, product.body).toBe(201);
    const outletProductId = product.json().data.Outlets.find((outlet: { OutletId: number }) => outlet.OutletId === bed.outlet).OutletProductId as number;
    const ticketsOf = async () => {
      const order = await bed.createOrder({ OutletOrderTypeId: bed.menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: outletProductId, Quantity: 1 }] });
      const plan = await bed.ani('POST', '/print/order', { Id: order.Id });
      expect(plan.statusCode, plan.body).toBe(200);
      return (plan.json().data.Jobs as Array<{ DeviceName: string; data: Array<Array<{ text: string }>> }>).map((job) => [job.DeviceName, job.data.flat().map((cell) => cell.text).join(' ')] as const);
    };
    const first = await ticketsOf();
    expect(first.map(([device]) => device)).toEqual(['Bar']);
    expect(first[0]![1]).toContain('Lemon Tartlet');
    await bed.owner('PUT', `/department/${department.Id}`, { OutletId: bed.outlet, Name: 'Patisserie', PrinterDeviceIds: [kitchen.DeviceId] });
    expect((await ticketsOf()).map(([device]) => device)).toEqual(['Kitchen']);
  });

  it("tells the outlet's tills which parts changed, after commit", async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heardDepartment = nextEvent<CatalogChangedEvent>(till, ServerEvent.CATALOG_CHANGED);
    expect((await bed.owner('POST', '/department', { OutletId: bed.outlet, Name: 'Live Dept' })).statusCode).toBe(201);
    expect((await heardDepartment).Parts).toContain(CatalogPart.DEPARTMENTS);
    const heardCategory = nextEvent<CatalogChangedEvent>(till, ServerEvent.CATALOG_CHANGED);
    expect((await bed.owner('POST', '/productCategory', { OutletId: bed.outlet, Name: 'Live Cat' })).statusCode).toBe(201);
    expect((await heardCategory).Parts).toContain(CatalogPart.CATEGORIES);
  });
});
