import { randomBytes } from 'node:crypto';
import { AppOrderType, CustomerOrderLineStatus, CustomerOrderStatus, OrderProductStatus, OrderStatus, PendingItemStatus, formatOrderNumber, getBusinessDate } from '@kasir/domain';
import type { OrderSubProductInput } from '@kasir/contracts';
import { createOrderLinesRepository } from '../modules/orders/order-lines.repository.ts';
import { writeNewLines } from '../modules/orders/order-new-lines.ts';
import { priceOrder, totalsColumns } from '../modules/orders/order-pricing.ts';
import { createOrdersRepository } from '../modules/orders/orders.repository.ts';
import type { TestServer } from './test-server.ts';

export type CustomerPlacementInput = {
  ownerId: number;
  outletId: number;
  /** The staff member who printed the table QR (the new order's created_by). */
  qrCreatedBy: number;
  /** The table of the QR; null for the counter QR. */
  tableId: number | null;
  customerName?: string;
  appOrderType?: number;
  /** The order type of a new PENDING order (ignored when joining). */
  outletOrderTypeId: number;
  /** Join this order (an ORDERED one: '(Tambahan)'; a PENDING one: same placement order) instead of making a new PENDING order. */
  joinOrderId?: number;
  products: Array<{ OutletProductId: number; Quantity: number; Notes?: string; OrderSubProducts?: OrderSubProductInput[] }>;
};

export type CustomerPlacement = { orderId: number; customerOrderId: number; orderProductIds: number[]; customerSessionId: number; tableQrCodeId: number };

/**
 * A customer's placement written straight into the database, as the public self-order API
 * (modules/self-order) writes it (ADR 26): QR row, phone session, placement and its lines, and
 * PENDING order lines on a new PENDING order (no shift, no tables, no stock) or on an existing
 * order. Lets the cashier-side tests run without the public API.
 */
export async function insertCustomerPlacement(server: TestServer, input: CustomerPlacementInput): Promise<CustomerPlacement> {
  const orders = createOrdersRepository(server.database.db);
  const lines = createOrderLinesRepository();
  const customerName = input.customerName ?? 'Rina';
  return orders.transaction(async (trx) => {
    const now = new Date();
    const nowIso = now.toISOString();
    const qr = await trx
      .insertInto('table_qr_codes')
      .values({ owner_id: input.ownerId, outlet_id: input.outletId, outlet_table_id: input.tableId, nonce: randomBytes(8).toString('hex'), created_by: input.qrCreatedBy, created_at: nowIso, revoked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await trx
      .insertInto('customer_sessions')
      .values({ owner_id: input.ownerId, outlet_id: input.outletId, table_qr_code_id: qr.id, token_hash: randomBytes(32).toString('hex'), created_at: nowIso, last_seen_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow();

    let orderId = input.joinOrderId;
    let isAddition = false;
    let outletOrderTypeId = input.outletOrderTypeId;
    if (orderId === undefined) {
      const outlet = await trx.selectFrom('outlets').select('time_zone').where('id', '=', input.outletId).executeTakeFirstOrThrow();
      const businessDate = getBusinessDate(now, outlet.time_zone);
      const sequence = await orders.nextOrderSequence(trx, input.outletId, businessDate);
      const type = await trx.selectFrom('outlet_order_types').select(['order_type_id']).where('id', '=', input.outletOrderTypeId).executeTakeFirstOrThrow();
      orderId = await orders.insertOrder(trx, {
        owner_id: input.ownerId,
        outlet_id: input.outletId,
        shift_id: null,
        order_no: formatOrderNumber(businessDate, sequence),
        business_date: businessDate,
        order_type_id: type.order_type_id,
        outlet_order_type_id: input.outletOrderTypeId,
        status: OrderStatus.PENDING,
        step_process: 0,
        pax: 1,
        info_order: null,
        customer_name: customerName,
        phone_number: null,
        customer_data: null,
        delivery_address: null,
        member_id: null,
        outlet_area_id: null,
        end_time: null,
        subtotal: 0,
        discount_amount: 0,
        charge_total: 0,
        rounding: 0,
        total: 0,
        version: 1,
        cancel_reason: null,
        created_by: input.qrCreatedBy,
        created_by_name: customerName,
        created_at: nowIso,
        updated_at: nowIso,
        app_order_type: input.appOrderType ?? AppOrderType.DINE_IN,
      });
    } else {
      const joined = await trx.selectFrom('orders').select(['status', 'outlet_order_type_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
      isAddition = joined.status === OrderStatus.ORDERED;
      outletOrderTypeId = joined.outlet_order_type_id;
    }

    const written = await writeNewLines(
      trx,
      lines,
      { outletId: input.outletId, orderId, actorUserId: input.qrCreatedBy, nowIso },
      { products: input.products.map((line) => ({ ...line, OrderSubProducts: line.OrderSubProducts?.map((addOn) => ({ Quantity: 1, ...addOn })) })), bundles: [] },
    );
    const orderProductIds = written.written.products.map((line) => line.id);
    // Customer lines wait for the cashier: PENDING, no stock taken (taken on confirm).
    await trx.updateTable('order_products').set({ status: OrderProductStatus.PENDING }).where('id', 'in', orderProductIds).execute();

    const placement = await trx
      .insertInto('customer_orders')
      .values({
        owner_id: input.ownerId,
        outlet_id: input.outletId,
        order_id: orderId,
        customer_session_id: session.id,
        table_qr_code_id: qr.id,
        outlet_table_id: input.tableId,
        app_order_type: input.appOrderType ?? AppOrderType.DINE_IN,
        status: CustomerOrderStatus.PENDING,
        is_addition: isAddition ? 1 : 0,
        customer_name: customerName,
        phone_number: null,
        notes: '',
        reject_reason: null,
        request_key: null,
        created_at: nowIso,
        decided_at: null,
        decided_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const line of written.written.products) {
      const addOns = line.sub_products.map((addOn) => ({ SubProductId: addOn.sub_product_id, Name: addOn.name, Price: Number(addOn.price) }));
      await trx
        .insertInto('customer_order_lines')
        .values({
          customer_order_id: placement.id,
          order_product_id: line.id,
          outlet_product_id: line.outlet_product_id,
          product_name: line.product_name,
          quantity: line.quantity,
          price: Number(line.sell_price) + addOns.reduce((sum, addOn) => sum + addOn.Price, 0),
          notes: line.notes,
          add_ons: JSON.stringify(addOns),
          status: CustomerOrderLineStatus.PENDING,
          reject_reason: null,
          decided_at: null,
        })
        .execute();
    }
    const setup = await orders.loadPricingSetup(trx, input.outletId, outletOrderTypeId);
    await orders.updateOrder(trx, orderId, totalsColumns(priceOrder(setup, await lines.loadLines(trx, [orderId], PendingItemStatus.WAITING))));
    return { orderId, customerOrderId: placement.id, orderProductIds, customerSessionId: session.id, tableQrCodeId: qr.id };
  });
}

/** A customer's bill request on an order, as the public API records it. */
export async function insertBillRequest(server: TestServer, input: { ownerId: number; outletId: number; orderId: number; customerSessionId?: number | null }): Promise<number> {
  const row = await server.database.db
    .insertInto('bill_requests')
    .values({ owner_id: input.ownerId, outlet_id: input.outletId, order_id: input.orderId, customer_session_id: input.customerSessionId ?? null, created_at: new Date().toISOString(), resolved_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
