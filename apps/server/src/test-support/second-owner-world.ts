import { expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { CashFlowType, ModuleType, OtherPermission, OutletType, codeValues, formatOutletDate } from '@kasir/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedFloor } from '../db/seed/seed-floor.ts';
import { seedPrinting } from '../db/seed/seed-printing.ts';
import { DEMO_PAYMENT_METHODS } from '../db/seed/seed-payments.ts';
import { DEMO_MEMBER_CATEGORIES } from '../db/seed/seed-member-profiles.ts';
import { DEMO_MEMBERSHIP_PROMOS } from '../db/seed/seed-memberships.ts';
import { addSecondOwner } from './second-owner.ts';
import { bearer, type TestServer } from './test-server.ts';

/**
 * One of every entity an owner can own, with the id of each, so an isolation test can name
 * each kind of id of one owner while signed in as another. The same shape for both owners:
 * the first owner's ids make the valid bodies, the second owner's ids are the ones refused.
 */
export type OwnerWorld = {
  ownerId: number;
  /** The RESTAURANT outlet where everything below lives. */
  outletId: number;
  /** A second (ALL_YOU_CAN_EAT) outlet of the same owner: suspended in the second owner's world. */
  outlet2Id: number;
  userId: number;
  roleId: number;
  areaId: number;
  tableId: number;
  /** A free table (no order) of the same area. */
  freeTableId: number;
  departmentId: number;
  categoryId: number;
  productId: number;
  /** The owner-level product (products, issue 21) behind productId. */
  catalogProductId: number;
  subProductId: number;
  bundleId: number;
  promoId: number;
  outletOrderTypeId: number;
  chargeId: number;
  paymentMethodId: number;
  deviceId: number;
  receiptSetId: number;
  memberCategoryId: number;
  memberId: number;
  memberVoucherId: number;
  memberVoucherCode: string;
  promoMemberCategoryId: number;
  shiftId: number;
  /** An open dine-in order at tableId with one product line. */
  orderId: number;
  orderProductId: number;
  /** One item of orderId moved to pending (the kitchen holds it). */
  pendingOrderProductId: number;
  /** A second open order (take-away) with the member on it, to merge with and to take vouchers. */
  order2Id: number;
  /** A paid order with its payment and a refund of one line. */
  paidOrderId: number;
  paymentId: number;
  refundId: number;
  reservationId: number;
  purchaseMembershipId: number;
  generateQrHistoryId: number;
  cashInOutId: number;
  /** A cashier's message to the owner (help center). */
  helpMessageId: number;
  /** An uploaded image of the owner (a payment method's picture). */
  imageId: number;
  /** A customer's bill request on orderId (issue 22; the public API writes it, so it is written directly). */
  billRequestId: number;
  /** The signed-in tokens of this world: the owner and a cashier with every permission. */
  ownerToken: string;
  cashierToken: string;
};

const SUPERVISOR_MODULES = codeValues(ModuleType);
const ALL_PERMISSIONS = codeValues(OtherPermission);

/**
 * The second owner of addSecondOwner (other@demo.pos, cashier Eko) given the whole demo menu,
 * floor, printers, payment methods, members and membership promos at two outlets (through the
 * seed functions, so a new seeded kind comes along), then orders, a payment, a refund, a
 * reservation, a shift with cash in/out and a membership purchase made through the API with the
 * second owner's own tokens.
 */
export async function addSecondOwnerWorld(server: TestServer): Promise<OwnerWorld & { base: Awaited<ReturnType<typeof addSecondOwner>> }> {
  const base = await addSecondOwner(server);
  const db = server.database.db;
  const now = new Date().toISOString();
  const outlet2 = await db
    .insertInto('outlets')
    .values({
      owner_id: base.ownerId,
      name: 'Bakar Lain',
      address: '',
      telephone: '',
      time_zone: 7,
      type: OutletType.ALL_YOU_CAN_EAT,
      currency_code: 'Rp',
      is_printer_v2: 0,
      // Suspended: a suspended outlet of another owner is 404 too, never "Outlet … is suspended".
      is_suspend: 1,
      exclude_charge_no_sales: 0,
      price_level: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role_outlets').values({ user_id: base.userId, outlet_id: outlet2.id }).execute();
  // Eko may do everything without a PIN, so each refusal below is about ownership, never about a permission.
  await db.insertInto('role_module_accesses').values(SUPERVISOR_MODULES.map((moduleId) => ({ role_id: base.roleId, module_id: moduleId }))).execute();
  await db.insertInto('role_other_modules').values(ALL_PERMISSIONS.map((id) => ({ role_id: base.roleId, other_module_id: id, use_pin: 0 }))).execute();
  await copyOutletSettings(db, server.ids.outletIds.kopiSenja, [base.outletId, outlet2.id]);

  const ids = {
    ownerId: base.ownerId,
    outletIds: { kopiSenja: base.outletId, grillChill: outlet2.id, kopiSenjaLama: outlet2.id },
    roleIds: { cashier: base.roleId, supervisor: base.roleId, waiter: base.roleId },
    userIds: { eko: base.userId },
  };
  await seedCatalog(db, ids);
  await seedFloor(db, ids);
  await seedPrinting(db, ids);
  await seedPaymentsAndMembers(db, base.ownerId, [base.outletId, outlet2.id]);

  const tokens = await signInAs(server, { username: 'other@demo.pos', password: 'other1234' }, { username: 'eko', pin: '555555' });
  const activity = await addOwnerActivity(server, tokens, base.outletId, base.ownerId);
  return { ...activity, outlet2Id: outlet2.id, userId: base.userId, roleId: base.roleId, ...tokens, base };
}

/**
 * The first (demo) owner's world: the demo seed plus the same API-made activity at Kopi Senja,
 * signed in as the owner and Budi (supervisor: every permission, no PIN).
 */
export async function demoOwnerWorld(server: TestServer): Promise<OwnerWorld> {
  const tokens = await signInAs(server, { username: 'owner@demo.pos', password: 'demo1234' }, { username: 'budi', pin: '222222' });
  const activity = await addOwnerActivity(server, tokens, server.ids.outletIds.kopiSenja, server.ids.ownerId);
  return { ...activity, outlet2Id: server.ids.outletIds.grillChill, userId: server.ids.userIds.budi!, roleId: server.ids.roleIds.supervisor, ...tokens };
}

async function signInAs(server: TestServer, owner: { username: string; password: string }, cashier: { username: string; pin: string }) {
  const ownerAnswer = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: owner.username, Password: owner.password } });
  expect(ownerAnswer.statusCode, ownerAnswer.body).toBe(200);
  const ownerToken = ownerAnswer.json<{ data: { Token: string } }>().data.Token;
  const cashierAnswer = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: bearer(ownerToken),
    payload: { Username: cashier.username, PIN: cashier.pin, isCashier: true },
  });
  expect(cashierAnswer.statusCode, cashierAnswer.body).toBe(200);
  return { ownerToken, cashierToken: cashierAnswer.json<{ data: { Token: string } }>().data.Token };
}

async function copyOutletSettings(db: Kysely<Database>, fromOutletId: number, toOutletIds: number[]) {
  const settings = await db.selectFrom('outlet_settings').select(['code', 'value']).where('outlet_id', '=', fromOutletId).execute();
  for (const outletId of toOutletIds) {
    const existing = new Set((await db.selectFrom('outlet_settings').select('code').where('outlet_id', '=', outletId).execute()).map((row) => row.code));
    const missing = settings.filter((setting) => !existing.has(setting.code)).map((setting) => ({ outlet_id: outletId, code: setting.code, value: setting.value }));
    if (missing.length > 0) await db.insertInto('outlet_settings').values(missing).execute();
  }
}

/** What seedPayments, seedMemberProfiles and seedMemberships give the demo owner, minus the rows that are global (types, the demo QR token). */
async function seedPaymentsAndMembers(db: Kysely<Database>, ownerId: number, outletIds: number[]) {
  const now = new Date();
  await db
    .insertInto('outlet_payment_methods')
    .values(
      outletIds.flatMap((outletId) =>
        DEMO_PAYMENT_METHODS.map((method, position) => ({
          outlet_id: outletId,
          name: method.name,
          type: method.type,
          is_use_point: method.usePoint ? 1 : 0,
          is_no_sales: method.noSales ? 1 : 0,
          open_drawer: method.openDrawer ? 1 : 0,
          default_value: null,
          max_point: null,
          image: null,
          position,
          is_active: 1,
        })),
      ),
    )
    .execute();
  const categories = await db
    .insertInto('member_categories')
    .values(
      DEMO_MEMBER_CATEGORIES.map((category, index) => ({
        owner_id: ownerId,
        name: category.name,
        is_default: index === 0 ? 1 : 0,
        price: category.priceRupiah * 100,
        duration_days: category.durationDays,
        time_balance_minutes: category.timeBalanceMinutes,
        position: category.position,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const categoryId = (name: string) => categories.find((row) => row.name === name)!.id;
  await db
    .insertInto('promo_member_categories')
    .values(
      DEMO_MEMBERSHIP_PROMOS.map((promo) => ({
        owner_id: ownerId,
        member_category_id: categoryId(promo.category),
        name: promo.name,
        discount_type: promo.discountType,
        amount: promo.amount,
        max_discount: promo.maxDiscountRupiah,
        is_active: 1,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  const member = await db
    .insertInto('members')
    .values({
      owner_id: ownerId,
      member_category_id: categoryId('Gold'),
      name: 'Lina',
      phone_number: '081299990001',
      email: 'lina@other.example',
      member_number: 'X0001',
      point_balance: 5_000,
      saved_minutes: 60,
      member_since: now.toISOString(),
      expired_at: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('member_point_ledger').values({ member_id: member.id, type: 1, amount: 5_000, balance_after: 5_000, payment_id: null, created_at: now.toISOString() }).execute();
  const voucherPromo = await db.selectFrom('promos').select('id').where('outlet_id', '=', outletIds[0]!).where('promo_type', '=', 3).orderBy('id').executeTakeFirst();
  if (voucherPromo) {
    await db
      .insertInto('member_vouchers')
      .values({ member_id: member.id, promo_id: voucherPromo.id, code: `OTHER-VM15-${ownerId}`, expired_date: formatOutletDate(new Date(now.getTime() + 60 * 86_400_000), 7), used_payment_id: null, used_at: null })
      .execute();
  }
}

let keySequence = 0;

/** A word that appears only in the rows made for this owner: an answer to another owner that carries it leaks. */
export const ownerMarker = (ownerId: number) => `Owner${ownerId}Only`;

/** Texts only the second owner's rows hold (names, logins, codes): no answer to the first owner may contain one. */
export const secondOwnerMarkers = (world: OwnerWorld) => [ownerMarker(world.ownerId), 'Warung Lain', 'Bakar Lain', '"Eko"', '"eko"', 'other@demo.pos', '"Lina"', 'lina@other.example', 'OTHER-VM15', '081299990001'];

/**
 * Orders, a payment and a refund, a reservation, a shift with a cash movement, a membership
 * purchase and a sign-up QR, made through the API as the owner's cashier at `outletId`: the
 * rows are what the real code writes. Reads back the ids of the seeded kinds of the outlet.
 */
async function addOwnerActivity(server: TestServer, tokens: { ownerToken: string; cashierToken: string }, outletId: number, ownerId: number) {
  const db = server.database.db;
  const headers = { ...bearer(tokens.cashierToken), outletid: String(outletId) };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, expected = [200, 201]) => {
    const answer = await server.app.inject({ method, url: `/api${url}`, headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: `world-${++keySequence}` }, ...(payload ? { payload } : {}) });
    expect(expected, `${method} ${url}: ${answer.body}`).toContain(answer.statusCode);
    return answer.json<{ data: unknown }>().data as Record<string, unknown>;
  };
  // Untyped on purpose: one helper for every table of the world, by name.
  const loose = db as unknown as Kysely<Record<string, { id: number; [column: string]: unknown }>>;
  const first = async (table: keyof Database, column: string, value: number, order: 'asc' | 'desc' = 'asc') =>
    (await loose.selectFrom(table).select('id').where(column, '=', value).orderBy('id', order).executeTakeFirstOrThrow()).id;

  const area = await db.selectFrom('outlet_areas').select('id').where('outlet_id', '=', outletId).orderBy('id').executeTakeFirstOrThrow();
  const tables = await db.selectFrom('outlet_tables').select(['id', 'is_room']).where('outlet_area_id', '=', area.id).where('is_room', '=', 0).orderBy('id').limit(3).execute();
  const [table, , freeTable] = tables;
  const product = await db.selectFrom('outlet_products').select('id').where('outlet_id', '=', outletId).where('is_active', '=', 1).where('is_sold_out', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const productWithAddOn = await db
    .selectFrom('outlet_product_sub_products')
    .innerJoin('sub_products', 'sub_products.id', 'outlet_product_sub_products.sub_product_id')
    .select(['outlet_product_sub_products.sub_product_id as subProductId'])
    .where('sub_products.outlet_id', '=', outletId)
    .executeTakeFirstOrThrow();
  const orderTypes = await db.selectFrom('outlet_order_types').select(['id', 'name']).where('outlet_id', '=', outletId).orderBy('id').execute();
  const dineIn = orderTypes.find((type) => type.name === 'Dine In') ?? orderTypes[0]!;
  const takeAway = orderTypes.find((type) => type.name === 'Take Away') ?? orderTypes[0]!;
  const cash = await db.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', outletId).where('name', '=', 'Cash').executeTakeFirstOrThrow();
  const gold = await db.selectFrom('member_categories').select('id').where('owner_id', '=', ownerId).where('name', '=', 'Gold').executeTakeFirstOrThrow();
  const member = await db.selectFrom('members').select('id').where('owner_id', '=', ownerId).where('member_category_id', '=', gold.id).orderBy('id').executeTakeFirstOrThrow();
  const voucher = await db.selectFrom('member_vouchers').select(['id', 'code']).where('member_id', 'in', db.selectFrom('members').select('id').where('owner_id', '=', ownerId)).orderBy('id').executeTakeFirstOrThrow();

  const shift = await call('POST', '/shift/startShift', { OutletId: outletId, StartCash: 100_000 });
  const shiftId = shift.Id as number;
  await call('POST', '/shift/addCashInOut', { ShiftId: shiftId, Type: CashFlowType.IN, Amount: 5_000, Note: 'change float' });
  const order = await call('POST', '/order', { OutletOrderTypeId: dineIn.id, pax: 2, OutletTableIds: [table!.id], OrderProducts: [{ OutletProductId: product.id, Quantity: 2 }] });
  await call('POST', '/pendingOrderProduct/moveToPending', {
    Version: order.Version,
    OrderId: order.Id,
    OrderProductId: (await db.selectFrom('order_products').select('id').where('order_id', '=', order.Id as number).orderBy('id').executeTakeFirstOrThrow()).id,
    Quantity: 1,
  });
  const order2 = await call('POST', '/order', { OutletOrderTypeId: takeAway.id, pax: 1, MemberId: member.id, OrderProducts: [{ OutletProductId: product.id, Quantity: 1 }] });
  const toPay = await call('POST', '/order', { OutletOrderTypeId: takeAway.id, pax: 1, OrderProducts: [{ OutletProductId: product.id, Quantity: 2 }] });
  await call('POST', `/payment/${toPay.Id as number}`, {
    Id: toPay.Id,
    Version: toPay.Version,
    PaymentDetails: [{ OutletPaymentMethodId: cash.id, Amount: 100_000_000 }],
  });
  const paidLines = (await db.selectFrom('order_products').select('id').where('order_id', '=', toPay.Id as number).execute()).map((row) => row.id);
  await call('PUT', `/customer/refund/${toPay.Id as number}`, { OrderProducts: [{ OrderProductId: paidLines[0], Quantity: 1 }], Reason: 'spilled' });
  const reservation = await call('POST', '/reservation', {
    OutletTableId: freeTable!.id,
    CustomerName: `${ownerMarker(ownerId)} Tamu`,
    PhoneNumber: '081200000077',
    Pax: 2,
    ReservationDate: formatOutletDate(new Date(Date.now() + 5 * 86_400_000), 7),
    ReservationTime: '19:00',
  });
  const purchase = await call('POST', `/qr/purchaseMembership/${gold.id}`, { Name: `${ownerMarker(ownerId)} Pembeli`, PhoneNumber: `0813${String(ownerId).padStart(8, '0')}`, BirthDate: '1990-01-31' });
  await call('GET', `/memberCategory/generatedQR?MemberCategoryId=${gold.id}`);
  await call('POST', '/helpCenter', { Subject: `${ownerMarker(ownerId)} Printer`, Message: `${ownerMarker(ownerId)}: the kitchen printer is out of paper` });
  // Uploads are multipart; the row is what an id names, so it is written directly.
  const image = await db.insertInto('images').values({ owner_id: ownerId, file_name: `world-${ownerId}.png`, content_type: 'image/png', byte_size: 68, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();

  const orderId = order.Id as number;
  const billRequest = await db.insertInto('bill_requests').values({ owner_id: ownerId, outlet_id: outletId, order_id: orderId, customer_session_id: null, created_at: new Date().toISOString(), resolved_at: null }).returning('id').executeTakeFirstOrThrow();
  return {
    ownerId,
    outletId,
    areaId: area.id,
    tableId: table!.id,
    freeTableId: freeTable!.id,
    departmentId: await first('departments', 'outlet_id', outletId),
    categoryId: await first('product_categories', 'outlet_id', outletId),
    productId: product.id,
    catalogProductId: (await db.selectFrom('outlet_products').select('product_id').where('id', '=', product.id).executeTakeFirstOrThrow()).product_id!,
    subProductId: productWithAddOn.subProductId,
    bundleId: await first('outlet_product_bundles', 'outlet_id', outletId),
    promoId: await first('promos', 'outlet_id', outletId),
    outletOrderTypeId: dineIn.id,
    chargeId: await first('outlet_charges', 'outlet_id', outletId),
    paymentMethodId: cash.id,
    deviceId: await first('devices', 'outlet_id', outletId),
    receiptSetId: await first('outlet_receipts', 'outlet_id', outletId),
    memberCategoryId: gold.id,
    memberId: member.id,
    memberVoucherId: voucher.id,
    memberVoucherCode: voucher.code,
    promoMemberCategoryId: await first('promo_member_categories', 'owner_id', ownerId),
    shiftId,
    orderId,
    orderProductId: await first('order_products', 'order_id', orderId),
    pendingOrderProductId: await first('pending_order_products', 'order_id', orderId),
    order2Id: order2.Id as number,
    paidOrderId: toPay.Id as number,
    paymentId: await first('payments', 'order_id', toPay.Id as number),
    refundId: await first('refunds', 'order_id', toPay.Id as number),
    reservationId: reservation.Id as number,
    purchaseMembershipId: purchase.Id as number,
    generateQrHistoryId: await first('generate_qr_histories', 'owner_id', ownerId, 'desc'),
    cashInOutId: await first('cash_in_outs', 'shift_id', shiftId),
    helpMessageId: await first('help_messages', 'owner_id', ownerId, 'desc'),
    imageId: image.id,
    billRequestId: billRequest.id,
  };
}

