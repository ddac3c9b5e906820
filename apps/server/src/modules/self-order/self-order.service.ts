import { randomBytes } from 'node:crypto';
import {
  AppOrderType,
  CustomerOrderLineStatus,
  CustomerOrderStatus,
  MULTI_ORDER_QR_CODE_ON_VALUE,
  OrderProductStatus,
  OrderStatus,
  OrderType,
  OutletSettingCode,
  PendingItemStatus,
  ServerMessage,
  SpecMessage,
  fillMessage,
  formatOrderNumber,
  getBusinessDate,
} from '@kasir/domain';
import { ServerEvent, type CustomerNewOrderEvent, type CustomerRequestBillEvent, type SelfOrderMenu, type SelfOrderPlaceBody, type SelfOrderSession, type SelfOrderView } from '@kasir/contracts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createOrderLinesRepository } from '../orders/order-lines.repository.ts';
import { writeNewLines } from '../orders/order-new-lines.ts';
import { priceOrder, totalsColumns } from '../orders/order-pricing.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { QrTokenSigner } from './qr-token.ts';
import { addOnStock, isAddOnSoldOut, loadMenu, presentMenu, type LoadedMenu } from './self-order-menu.ts';
import { hashSessionToken, type SelfOrderRepository, type SessionRow } from './self-order.repository.ts';

type Deps = Pick<ModuleDeps, 'db' | 'broadcaster'> & { repository: SelfOrderRepository; signer: QrTokenSigner };

const SESSION_TOKEN_BYTES = 32;
/** The outlet order type a customer's AppOrderType is priced and placed as. */
const ORDER_TYPE_OF_APP: Record<number, number> = { [AppOrderType.DINE_IN]: OrderType.DINE_IN, [AppOrderType.PICK_UP]: OrderType.TAKE_AWAY, [AppOrderType.DELIVERY]: OrderType.DELIVERY };
const TABLE_APP_ORDER_TYPES = [AppOrderType.DINE_IN];
const COUNTER_APP_ORDER_TYPES = [AppOrderType.PICK_UP, AppOrderType.DELIVERY];

const qrInvalid = () => new AppError('FORBIDDEN', ServerMessage.SELF_ORDER_QR_INVALID, [{ field: 'Qr', error: ServerMessage.SELF_ORDER_QR_INVALID }]);
const sessionInvalid = () => new AppError('UNAUTHENTICATED', ServerMessage.SELF_ORDER_SESSION_INVALID);

export const appOrderTypesOf = (outletTableId: number | null): number[] => (outletTableId === null ? COUNTER_APP_ORDER_TYPES : TABLE_APP_ORDER_TYPES);

type AddOnJson = { SubProductId: number; Name: string; Price: number };
type Placed = { placementId: number; orderId: number; orderNo: string; version: number; status: number; isAddition: boolean; appOrderType: number; customerName: string };

/**
 * The public self-order API (docs/public-api.md): a phone opens a signed QR, reads the menu,
 * places customer orders that wait for the cashier as PENDING lines (ADR 26), reads only its
 * own placements and asks for the bill. Nothing here takes stock or prints: confirming does.
 */
export function createSelfOrderService(deps: Deps) {
  const orders = createOrdersRepository(deps.db);
  const lines = createOrderLinesRepository();

  async function isMultiOrder(outletId: number): Promise<boolean> {
    return (await deps.repository.settingValue(outletId, OutletSettingCode.MULTI_ORDER_QR_CODE)) === MULTI_ORDER_QR_CODE_ON_VALUE;
  }

  async function orderTypeFor(outletId: number, appOrderType: number) {
    const orderType = await deps.repository.findActiveOrderType(deps.db, outletId, ORDER_TYPE_OF_APP[appOrderType] ?? 0);
    if (!orderType) throw new AppError('VALIDATION_ERROR', ServerMessage.SELF_ORDER_TYPE_UNAVAILABLE, [{ field: 'AppOrderType', error: ServerMessage.SELF_ORDER_TYPE_UNAVAILABLE }]);
    return orderType;
  }

  /** Every line against the menu, server-side: each refusal names the line's field. Returns the priced lines. */
  function checkLines(menu: LoadedMenu, body: SelfOrderPlaceBody) {
    const wanted = new Map<number, number>();
    const wantedAddOns = new Map<number, number>();
    const priced = body.Lines.map((line, index) => {
      const field = `Lines.${index}`;
      const product = menu.products.get(line.OutletProductId);
      if (!product) throw invalidField(`${field}.OutletProductId`, ServerMessage.SELF_ORDER_PRODUCT_UNAVAILABLE);
      if (product.isSoldOut) throw invalidField(`${field}.OutletProductId`, fillMessage(ServerMessage.PRODUCT_SOLD_OUT, { name: product.row.name }));
      const addOnIds = [...new Set(line.AddOnIds ?? [])];
      const addOns = addOnIds.map((addOnId, addOnIndex) => {
        const addOn = product.addOns.get(addOnId);
        if (!addOn) throw invalidField(`${field}.AddOnIds.${addOnIndex}`, fillMessage(ServerMessage.SELF_ORDER_ADD_ON_UNAVAILABLE, { name: product.row.name }));
        if (isAddOnSoldOut(addOn)) throw invalidField(`${field}.AddOnIds.${addOnIndex}`, fillMessage(ServerMessage.PRODUCT_SOLD_OUT, { name: addOn.name }));
        wantedAddOns.set(addOn.id, (wantedAddOns.get(addOn.id) ?? 0) + line.Quantity);
        const stock = addOnStock(addOn);
        if (stock !== null && (wantedAddOns.get(addOn.id) ?? 0) > stock) throw invalidField(`${field}.Quantity`, fillMessage(ServerMessage.NOT_ENOUGH_STOCK, { name: addOn.name, left: String(stock) }));
        return addOn;
      });
      wanted.set(product.row.id, (wanted.get(product.row.id) ?? 0) + line.Quantity);
      const stock = product.row.stock_quantity;
      if (stock !== null && (wanted.get(product.row.id) ?? 0) > Number(stock)) throw invalidField(`${field}.Quantity`, fillMessage(ServerMessage.NOT_ENOUGH_STOCK, { name: product.row.name, left: String(stock) }));
      const addOnJson: AddOnJson[] = addOns.map((addOn) => ({ SubProductId: addOn.id, Name: addOn.name, Price: Number(addOn.price) }));
      return { line, product, addOnJson, unitPrice: product.unitPrice + addOnJson.reduce((sum, addOn) => sum + addOn.Price, 0) };
    });
    return priced;
  }

  /** Spec §5 shipping data: a delivery order needs the address block (the schema checks its fields). */
  function checkPlacement(session: SessionRow, body: SelfOrderPlaceBody): void {
    if (!appOrderTypesOf(session.outlet_table_id).includes(body.AppOrderType)) throw invalidField('AppOrderType', ServerMessage.SELF_ORDER_TYPE_NOT_ALLOWED);
    if (body.AppOrderType === AppOrderType.DELIVERY && body.DeliveryAddress === undefined) throw invalidField('DeliveryAddress.Name', SpecMessage.NAME_REQUIRED);
  }

  async function views(session: SessionRow, placementId?: number): Promise<SelfOrderView[]> {
    const rows = await deps.repository.listPlacements(session.id, placementId);
    const [lineRows, billRequested] = await Promise.all([deps.repository.listPlacementLines(rows.map((row) => row.id)), deps.repository.openBillRequestOrderIds(rows.map((row) => row.order_id))]);
    return rows.map((row) => {
      const own = lineRows.filter((line) => line.customer_order_id === row.id);
      const total = own.filter((line) => line.status !== CustomerOrderLineStatus.REJECTED).reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
      return {
        Id: row.id,
        OrderNo: row.order_no,
        AppOrderType: row.app_order_type,
        Status: row.status,
        StepProcess: Number(row.step_process ?? 0),
        IsPaid: row.order_status === OrderStatus.PAID,
        TableName: row.table_name ?? null,
        CustomerName: row.customer_name,
        RejectReason: row.reject_reason,
        Total: toWireAmount(total),
        CreatedOn: row.created_at,
        BillRequested: billRequested.has(row.order_id),
        Lines: own.map((line) => ({
          Id: line.id,
          OutletProductId: line.outlet_product_id,
          ProductName: line.product_name,
          Quantity: line.quantity,
          Price: toWireAmount(Number(line.price)),
          Notes: line.notes,
          AddOns: (JSON.parse(line.add_ons) as AddOnJson[]).map((addOn) => ({ Name: addOn.Name, Price: toWireAmount(addOn.Price) })),
          Status: line.status,
          RejectReason: line.reject_reason,
        })),
      };
    });
  }

  async function viewOf(session: SessionRow, placementId: number): Promise<SelfOrderView> {
    const [view] = await views(session, placementId);
    if (!view) throw notFound('Order');
    return view;
  }

  return {
    /** The session of a request's x-customer-session header; a revoked QR ends its sessions. */
    async resolveSession(token: string | null): Promise<SessionRow> {
      if (token === null || token.length === 0 || token.length > 200) throw sessionInvalid();
      const session = await deps.repository.findSessionByToken(token);
      if (!session) throw sessionInvalid();
      if (session.qr_revoked_at !== null) throw qrInvalid();
      return session;
    },

    /** POST /public/v1/sessions: a valid, live QR opens a session; its token is answered once. */
    async openSession(qr: string): Promise<SelfOrderSession> {
      const claims = deps.signer.verify(qr);
      const row = claims === null ? undefined : await deps.repository.findQr(claims.qrId);
      if (!claims || !row || row.nonce !== claims.nonce || row.revoked_at !== null) throw qrInvalid();
      const [outlet, table, multiOrder] = await Promise.all([
        deps.repository.findOutlet(row.outlet_id),
        row.outlet_table_id === null ? Promise.resolve(null) : deps.repository.findTable(row.outlet_id, row.outlet_table_id),
        isMultiOrder(row.outlet_id),
      ]);
      if (!outlet || (row.outlet_table_id !== null && !table)) throw qrInvalid();
      const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
      await deps.repository.insertSession({ ownerId: row.owner_id, outletId: row.outlet_id, qrId: row.id, tokenHash: hashSessionToken(token), nowIso: new Date().toISOString() });
      return {
        SessionToken: token,
        Outlet: { Id: outlet.id, Name: outlet.name, Address: outlet.address || null, Phone: outlet.telephone || null },
        Table: table ? { Id: table.id, TableName: table.table_name, AreaName: table.area_name ?? null } : null,
        AppOrderTypes: appOrderTypesOf(row.outlet_table_id),
        MultiOrder: multiOrder,
      };
    },

    /** GET /public/v1/menu: priced as the AppOrderType asked (default: the QR's first). */
    async menu(session: SessionRow, appOrderType: number | undefined): Promise<SelfOrderMenu> {
      const allowed = appOrderTypesOf(session.outlet_table_id);
      const type = appOrderType ?? allowed[0]!;
      if (!allowed.includes(type)) throw invalidField('AppOrderType', ServerMessage.SELF_ORDER_TYPE_NOT_ALLOWED);
      const orderType = await orderTypeFor(session.outlet_id, type);
      return presentMenu(await loadMenu(deps.db, session.outlet_id, orderType.price_level));
    },

    list: (session: SessionRow) => views(session),
    get: (session: SessionRow, placementId: number) => viewOf(session, placementId),

    /**
     * POST /public/v1/orders, one transaction (ADR 26): the lines are written as PENDING order
     * lines on the table's ORDERED order ('(Tambahan)'), on its PENDING customer order, on this
     * phone's own order (MULTI_ORDER_QR_CODE), or on a new PENDING order. No stock is taken
     * (confirming takes it), but sold-out or short stock is refused now. With an Idempotency-Key
     * a retry (even one racing the first) answers the first placement.
     */
    async place(session: SessionRow, body: SelfOrderPlaceBody, requestKey: string | null): Promise<SelfOrderView> {
      checkPlacement(session, body);
      if (requestKey !== null) {
        const earlier = await deps.repository.findPlacementByKey(deps.db, session.id, requestKey);
        if (earlier !== undefined) return viewOf(session, earlier);
      }
      const orderType = await orderTypeFor(session.outlet_id, body.AppOrderType);
      const menu = await loadMenu(deps.db, session.outlet_id, orderType.price_level);
      checkLines(menu, body);
      const outlet = await deps.repository.findOutletClock(session.outlet_id);
      const multiOrder = session.outlet_table_id !== null && (await isMultiOrder(session.outlet_id));

      const placed = await deps.repository
        .transaction(async (trx): Promise<Placed> => {
          if ((await deps.repository.lockLiveQr(trx, session.table_qr_code_id)) === null) throw qrInvalid();
          const now = new Date();
          const nowIso = now.toISOString();
          const tableId = session.outlet_table_id;
          let targetId: number | undefined;
          if (tableId !== null && multiOrder) targetId = await deps.repository.openOrderOfSession(trx, session.id);
          else if (tableId !== null) targetId = (await deps.repository.orderedOrderAtTable(trx, session.outlet_id, tableId)) ?? (await deps.repository.pendingOrderOfTable(trx, session.outlet_id, tableId, null));
          // The order's version goes up like any other write (terminals holding it refresh).
          const claimed = targetId === undefined ? null : await orders.claimOrder(trx, targetId, session.outlet_id, undefined, nowIso);
          const joined = claimed && (claimed.status === OrderStatus.ORDERED || claimed.status === OrderStatus.PENDING) ? claimed : null;

          let orderId: number;
          let orderNo: string;
          let version: number;
          let status: number;
          let priceLevel = orderType.price_level;
          if (joined) {
            ({ id: orderId, order_no: orderNo, version, status } = joined);
            if (joined.outlet_order_type_id !== orderType.id) priceLevel = (await deps.repository.findOrderTypeById(trx, joined.outlet_order_type_id))?.price_level ?? null;
          } else {
            const businessDate = getBusinessDate(now, outlet.time_zone);
            const sequence = await orders.nextOrderSequence(trx, session.outlet_id, businessDate);
            orderNo = formatOrderNumber(businessDate, sequence);
            orderId = await orders.insertOrder(trx, {
              owner_id: session.owner_id,
              outlet_id: session.outlet_id,
              shift_id: null,
              order_no: orderNo,
              business_date: businessDate,
              order_type_id: orderType.order_type_id,
              outlet_order_type_id: orderType.id,
              status: OrderStatus.PENDING,
              step_process: 0,
              pax: 1,
              info_order: null,
              customer_name: body.CustomerName,
              phone_number: body.PhoneNumber ?? null,
              customer_data: null,
              delivery_address: body.AppOrderType === AppOrderType.DELIVERY && body.DeliveryAddress ? JSON.stringify(body.DeliveryAddress) : null,
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
              request_key: null,
              app_order_type: body.AppOrderType,
              // The staff member who printed the QR stands for the order until a cashier confirms it.
              created_by: session.qr_created_by,
              created_by_name: body.CustomerName,
              created_at: nowIso,
              updated_at: nowIso,
            });
            version = 1;
            status = OrderStatus.PENDING;
          }

          const checked = priceLevel === orderType.price_level ? checkLines(menu, body) : checkLines(await loadMenu(trx, session.outlet_id, priceLevel), body);
          const target = { outletId: session.outlet_id, orderId, actorUserId: session.qr_created_by, nowIso };
          const usage = await writeNewLines(trx, lines, target, {
            products: checked.map(({ line }) => ({ OutletProductId: line.OutletProductId, Quantity: line.Quantity, Notes: line.Notes ?? '', OrderSubProducts: (line.AddOnIds ?? []).filter((id, index, all) => all.indexOf(id) === index).map((id) => ({ SubProductId: id, Quantity: 1 })) })),
            bundles: [],
          });
          const writtenIds = usage.written.products.map((line) => line.id);
          // Waiting for the cashier: PENDING lines never print, are not payable and hold no stock.
          await trx.updateTable('order_products').set({ status: OrderProductStatus.PENDING }).where('id', 'in', writtenIds).execute();
          if (!joined) {
            // A new order prices like any other (its PENDING lines count once confirmed).
            const setup = await orders.loadPricingSetup(trx, session.outlet_id, orderType.id, orderType);
            await orders.saveTotals(trx, orderId, totalsColumns(priceOrder(setup, await lines.loadLines(trx, [orderId], PendingItemStatus.WAITING))));
          }
          const isAddition = status === OrderStatus.ORDERED;
          const placement = await trx
            .insertInto('customer_orders')
            .values({
              owner_id: session.owner_id,
              outlet_id: session.outlet_id,
              order_id: orderId,
              customer_session_id: session.id,
              table_qr_code_id: session.table_qr_code_id,
              outlet_table_id: tableId,
              app_order_type: body.AppOrderType,
              status: CustomerOrderStatus.PENDING,
              is_addition: isAddition ? 1 : 0,
              customer_name: body.CustomerName,
              phone_number: body.PhoneNumber ?? null,
              notes: body.Notes ?? '',
              reject_reason: null,
              request_key: requestKey,
              created_at: nowIso,
              decided_at: null,
              decided_by: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const placementId = Number(placement.id);
          await trx
            .insertInto('customer_order_lines')
            .values(
              checked.map((entry, index) => ({
                customer_order_id: placementId,
                order_product_id: writtenIds[index] ?? null,
                outlet_product_id: entry.product.row.id,
                product_name: entry.product.row.name,
                quantity: entry.line.Quantity,
                price: entry.unitPrice,
                notes: entry.line.Notes ?? '',
                add_ons: JSON.stringify(entry.addOnJson),
                status: CustomerOrderLineStatus.PENDING,
                reject_reason: null,
                decided_at: null,
              })),
            )
            .execute();
          await trx.updateTable('customer_sessions').set({ last_seen_at: nowIso }).where('id', '=', session.id).execute();
          return { placementId, orderId, orderNo, version, status, isAddition, appOrderType: body.AppOrderType, customerName: body.CustomerName };
        })
        .catch(async (error: unknown) => {
          // The same key committed first on another connection: answer that placement.
          if (requestKey === null || !isUniqueViolation(error)) throw error;
          const winner = await deps.repository.findPlacementByKey(deps.db, session.id, requestKey);
          if (winner === undefined) throw error;
          return { repeatOf: winner };
        });
      if ('repeatOf' in placed) return viewOf(session, placed.repeatOf);

      await deps.broadcaster.emitToOutlet(session.outlet_id, ServerEvent.ORDER_CHANGED, { OrderId: placed.orderId, Version: placed.version, Status: placed.status });
      const event: Omit<CustomerNewOrderEvent, 'OutletId' | 'Seq'> = {
        CustomerOrderId: placed.placementId,
        OrderId: placed.orderId,
        OrderNo: placed.orderNo,
        AppOrderType: placed.appOrderType,
        IsAddition: placed.isAddition,
        TableNames: await deps.repository.tableNamesOf(deps.db, placed.orderId),
        CustomerName: placed.customerName,
      };
      await deps.broadcaster.emitToOutlet(session.outlet_id, placed.appOrderType === AppOrderType.DINE_IN ? ServerEvent.CUSTOMER_NEW_ORDER : ServerEvent.CUSTOMER_ONLINE_ORDER, event);
      return viewOf(session, placed.placementId);
    },

    /**
     * POST /public/v1/billRequest: one open request per order (a repeat answers it), only for an
     * order of this session with something confirmed and not paid. The order row's lock orders
     * two requests at once, so only one is made.
     */
    async requestBill(session: SessionRow, placementId: number): Promise<{ Id: number; CreatedOn: string }> {
      const [placement] = await deps.repository.listPlacements(session.id, placementId);
      if (!placement) throw notFound('Order');
      const outcome = await deps.repository.transaction(async (trx) => {
        const order = await trx.updateTable('orders').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', placement.order_id).returning(['id', 'status', 'order_no']).executeTakeFirstOrThrow();
        if (order.status === OrderStatus.PAID) throw new AppError('CONFLICT', ServerMessage.SELF_ORDER_PAID_ALREADY);
        if (order.status !== OrderStatus.ORDERED && order.status !== OrderStatus.PARTIALLY_PAID) {
          if (order.status === OrderStatus.PENDING) throw new AppError('CONFLICT', ServerMessage.SELF_ORDER_NOTHING_CONFIRMED);
          throw new AppError('CONFLICT', ServerMessage.SELF_ORDER_CLOSED);
        }
        const confirmed = await trx.selectFrom('order_products').select('id').where('order_id', '=', order.id).where('status', '=', OrderProductStatus.CONFIRMED).executeTakeFirst();
        if (!confirmed) throw new AppError('CONFLICT', ServerMessage.SELF_ORDER_NOTHING_CONFIRMED);
        const open = await trx.selectFrom('bill_requests').select(['id', 'created_at']).where('order_id', '=', order.id).where('resolved_at', 'is', null).executeTakeFirst();
        if (open) return { id: open.id, createdAt: open.created_at, isNew: false, orderNo: order.order_no, orderId: order.id };
        const createdAt = new Date().toISOString();
        const row = await trx
          .insertInto('bill_requests')
          .values({ owner_id: session.owner_id, outlet_id: session.outlet_id, order_id: order.id, customer_session_id: session.id, created_at: createdAt, resolved_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: Number(row.id), createdAt, isNew: true, orderNo: order.order_no, orderId: order.id };
      });
      if (outcome.isNew) {
        const event: Omit<CustomerRequestBillEvent, 'OutletId' | 'Seq'> = { BillRequestId: outcome.id, OrderId: outcome.orderId, OrderNo: outcome.orderNo, TableNames: await deps.repository.tableNamesOf(deps.db, outcome.orderId) };
        await deps.broadcaster.emitToOutlet(session.outlet_id, ServerEvent.CUSTOMER_REQUEST_BILL, event);
      }
      return { Id: outcome.id, CreatedOn: outcome.createdAt };
    },
  };
}

export type SelfOrderService = ReturnType<typeof createSelfOrderService>;
