import {
  CourierStatus,
  MANUAL_COURIER_PROVIDER,
  OrderStatus,
  OtherPermission,
  ServerMessage,
  StepProcess,
  canMoveCourier,
  isCourierOrder,
  fillMessage,
  type CourierStatusValue,
} from '@kasir/domain';
import { ServerEvent, type CourierDriver, type CourierDriverBody, type CourierHistory, type MoveCourierBody, type OrderCourier, type RequestCourierBody } from '@kasir/contracts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { CourierProviderRegistry, ProviderBooking } from './provider.ts';
import type { CourierOrderRow, CourierRow, CouriersRepository } from './couriers.repository.ts';

type Deps = Pick<ModuleDeps, 'outlets' | 'permissions' | 'broadcaster'> & { couriers: CouriersRepository; providers: CourierProviderRegistry; now?: () => Date };

/** Spec §3: only a delivery order (OrderType DELIVERY, or a customer's AppOrderType DELIVERY) gets a courier. */
export const isDeliveryOrder = (order: Pick<CourierOrderRow, 'order_type_id' | 'app_order_type'>) =>
  isCourierOrder({ orderTypeId: order.order_type_id, appOrderType: order.app_order_type });

/** The order's StepProcess a courier status carries it to (null: the step stays). */
const STEP_OF_STATUS: Partial<Record<CourierStatusValue, number>> = {
  [CourierStatus.PICKED_UP]: StepProcess.ON_THE_WAY,
  [CourierStatus.DELIVERED]: StepProcess.DONE,
};

const parseHistories = (text: string): CourierHistory[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as CourierHistory[]) : [];
};

export function presentCourier(row: CourierRow): OrderCourier {
  return {
    Id: row.id,
    OrderId: row.order_id,
    Provider: row.provider,
    Status: row.status as CourierStatusValue,
    Histories: parseHistories(row.histories),
    DriverId: row.driver_id,
    DeliverName: row.deliver_name,
    CourierImageName: row.courier_image_name,
    PhoneNumber: row.phone_number,
    Total: row.fee / 100,
    CreatedOn: row.created_at,
    UpdatedOn: row.updated_at,
  };
}

const presentDriver = (row: { id: number; name: string; phone_number: string; image_id: number | null; image_name: string | null }): CourierDriver => ({
  Id: row.id,
  Name: row.name,
  PhoneNumber: row.phone_number,
  ImageId: row.image_id,
  ImageName: row.image_name,
});

/**
 * Couriers of delivery orders behind the provider interface (provider.ts, docs/couriers.md).
 * Each move is one claim: a conditional UPDATE on the status and updated_at just read, so a
 * doubled tap moves once; events go out after commit.
 */
export function createCouriersService(deps: Deps) {
  const now = () => (deps.now ? deps.now() : new Date()).toISOString();
  const EDIT_ORDERS = 'edit orders';

  async function openOrder(auth: AuthContext, outletHeader: number | null, orderId: number) {
    const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
    const order = await deps.couriers.findOrder(auth.ownerId, outlet.id, orderId);
    if (!order) throw notFound(`Order ${orderId}`);
    return { outletId: outlet.id, order };
  }

  async function requireCourier(outletId: number, order: CourierOrderRow) {
    const courier = await deps.couriers.findCourier(outletId, order.id);
    if (!courier) throw new AppError('NOT_FOUND', fillMessage(ServerMessage.COURIER_NOT_REQUESTED, { orderNo: order.order_no }));
    return courier;
  }

  function requireStaffDriven(courier: CourierRow) {
    const provider = deps.providers.find(courier.provider);
    if (!provider?.isDrivenByStaff) throw new AppError('CONFLICT', ServerMessage.COURIER_NOT_MANUAL);
  }

  /** Tells the outlet's terminals after commit: the courier news, and the order's step when it moved. */
  async function announce(outletId: number, order: CourierOrderRow, courier: CourierRow, step: { stepProcess: number; status: number; version: number } | null) {
    if (courier.status === CourierStatus.DRIVER_FOUND) {
      await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_GET_COURIER, {
        OrderId: order.id,
        OrderNo: order.order_no,
        StepProcess: step?.stepProcess ?? order.step_process,
        Status: step?.status ?? order.status,
        CourierStatus: courier.status,
        DeliverName: courier.deliver_name,
      });
    }
    if (step) {
      await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_STEP_PROCESS, { OrderId: order.id, Status: step.status, StepProcess: step.stepProcess });
      await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_CHANGED, { OrderId: order.id, Version: step.version, Status: step.status });
    }
  }

  /**
   * One move of a courier to `to`, claimed on the status read; `alreadyDone` says whether a
   * courier found at `to` (a doubled tap) is the same move, answered without moving again.
   */
  async function move(
    outletId: number,
    order: CourierOrderRow,
    from: CourierStatusValue,
    to: CourierStatusValue,
    extra: { driver?: { id: number | null; name: string; phoneNumber: string | null; imageName: string | null } | null; provider?: string; externalRef?: string | null; feeHundredths?: number | null },
    alreadyDone: (courier: CourierRow) => boolean,
  ): Promise<OrderCourier> {
    const at = now();
    const outcome = await deps.couriers.transaction(async (trx) => {
      const courier = await deps.couriers.findCourier(outletId, order.id, trx);
      if (!courier) throw new AppError('NOT_FOUND', fillMessage(ServerMessage.COURIER_NOT_REQUESTED, { orderNo: order.order_no }));
      if (courier.status !== from) {
        if (courier.status === to && alreadyDone(courier)) return { courier, step: null, moved: false };
        throw new AppError('CONFLICT', fillMessage(ServerMessage.COURIER_ALREADY_AT, { orderNo: order.order_no, status: courier.status }));
      }
      const histories = [...parseHistories(courier.histories), { Code: to, Time: at }];
      const isClaimed = await deps.couriers.moveCourier(trx, courier.id, { status: courier.status, updatedAt: courier.updated_at }, {
        status: to,
        histories: JSON.stringify(histories),
        updated_at: at,
        ...(extra.driver ? { driver_id: extra.driver.id, deliver_name: extra.driver.name, phone_number: extra.driver.phoneNumber, courier_image_name: extra.driver.imageName } : {}),
        // A courier booked again starts without a driver.
        ...(extra.driver === null ? { driver_id: null, deliver_name: null, phone_number: null, courier_image_name: null } : {}),
        ...(extra.provider !== undefined ? { provider: extra.provider } : {}),
        ...(extra.externalRef !== undefined ? { external_ref: extra.externalRef } : {}),
        ...(extra.feeHundredths !== undefined && extra.feeHundredths !== null ? { fee: extra.feeHundredths } : {}),
      });
      if (!isClaimed) {
        // Another request moved it between our read and our write (PostgreSQL read committed):
        // the same move from a doubled tap is answered as done, anything else is a conflict.
        const now = (await deps.couriers.findCourier(outletId, order.id, trx))!;
        if (now.status === to && alreadyDone(now)) return { courier: now, step: null, moved: false };
        throw new AppError('CONFLICT', fillMessage(ServerMessage.COURIER_ALREADY_AT, { orderNo: order.order_no, status: now.status }));
      }
      const moved = (await deps.couriers.findCourier(outletId, order.id, trx))!;
      const stepProcess = STEP_OF_STATUS[to];
      const step = stepProcess === undefined || stepProcess === order.step_process ? null : { stepProcess, ...(await deps.couriers.setStepProcess(trx, order.id, stepProcess, at)) };
      return { courier: moved, step, moved: true };
    });
    if (outcome.moved) await announce(outletId, order, outcome.courier, outcome.step);
    return presentCourier(outcome.courier);
  }

  return {
    /** GET /order/orderCourier/{id}: the order's courier, or null when none was requested. */
    async getCourier(auth: AuthContext, outletHeader: number | null, orderId: number): Promise<OrderCourier | null> {
      const { outletId, order } = await openOrder(auth, outletHeader, orderId);
      const courier = await deps.couriers.findCourier(outletId, order.id);
      return courier ? presentCourier(courier) : null;
    },

    /**
     * POST /order/orderCourier/{id}/request: books a courier with the provider. A courier already
     * booked (not cancelled) is answered as it is, so a retried request books once; a cancelled
     * one is booked again and its history goes on.
     */
    async request(auth: AuthContext, outletHeader: number | null, orderId: number, body: RequestCourierBody): Promise<OrderCourier> {
      await deps.permissions.assertPermission(auth, OtherPermission.EDIT_ORDER, EDIT_ORDERS);
      const { outletId, order } = await openOrder(auth, outletHeader, orderId);
      if (!isDeliveryOrder(order)) throw invalidField('OrderId', ServerMessage.COURIER_ONLY_DELIVERY);
      if (order.status === OrderStatus.CANCELED) throw invalidField('OrderId', fillMessage(ServerMessage.COURIER_ORDER_CLOSED, { orderNo: order.order_no }));
      const code = body.Provider ?? MANUAL_COURIER_PROVIDER;
      const provider = deps.providers.find(code);
      if (!provider) throw invalidField('Provider', fillMessage(ServerMessage.COURIER_PROVIDER_UNKNOWN, { code }));
      const existing = await deps.couriers.findCourier(outletId, order.id);
      if (existing && existing.status !== CourierStatus.CANCELLED) return presentCourier(existing);

      // The provider is called outside any transaction: its network time never holds a lock.
      const booking: ProviderBooking = await provider.request({
        ownerId: auth.ownerId,
        outletId,
        orderId: order.id,
        orderNo: order.order_no,
        deliveryAddress: order.delivery_address,
        customerName: order.customer_name,
        phoneNumber: order.phone_number,
      });
      const feeHundredths = booking.feeHundredths ?? (body.Fee === undefined ? null : body.Fee * 100);
      if (existing) {
        return move(outletId, order, CourierStatus.CANCELLED, booking.status, { driver: booking.driver ? { id: null, ...booking.driver } : null, provider: code, externalRef: booking.externalRef, feeHundredths }, () => false);
      }
      const at = now();
      try {
        await deps.couriers.insertCourier({
          owner_id: auth.ownerId,
          outlet_id: outletId,
          order_id: order.id,
          provider: code,
          status: booking.status,
          histories: JSON.stringify([{ Code: booking.status, Time: at }]),
          driver_id: null,
          deliver_name: booking.driver?.name ?? null,
          courier_image_name: booking.driver?.imageName ?? null,
          phone_number: booking.driver?.phoneNumber ?? null,
          fee: feeHundredths ?? 0,
          external_ref: booking.externalRef,
          created_by: auth.userId,
          created_at: at,
          updated_at: at,
        });
      } catch (error) {
        // Two requests at once: the other one booked it; answer that courier.
        if (!isUniqueViolation(error)) throw error;
      }
      return presentCourier(await requireCourier(outletId, order));
    },

    /** PUT /order/orderCourier/{id}/assign (staff-driven provider): one of the outlet's drivers takes it. */
    async assignDriver(auth: AuthContext, outletHeader: number | null, orderId: number, driverId: number): Promise<OrderCourier> {
      await deps.permissions.assertPermission(auth, OtherPermission.EDIT_ORDER, EDIT_ORDERS);
      const { outletId, order } = await openOrder(auth, outletHeader, orderId);
      requireStaffDriven(await requireCourier(outletId, order));
      const driver = await deps.couriers.findDriver(auth.ownerId, outletId, driverId);
      if (!driver) throw invalidField('DriverId', `Driver ${driverId} not found`);
      return move(
        outletId,
        order,
        CourierStatus.SEARCHING,
        CourierStatus.DRIVER_FOUND,
        { driver: { id: driver.id, name: driver.name, phoneNumber: driver.phone_number, imageName: driver.image_name } },
        (courier) => courier.driver_id === driver.id,
      );
    },

    /** PUT /order/orderCourier/{id}/status: From (what the cashier saw) → To; DRIVER_FOUND only by assign. */
    async moveStatus(auth: AuthContext, outletHeader: number | null, orderId: number, body: MoveCourierBody): Promise<OrderCourier> {
      await deps.permissions.assertPermission(auth, OtherPermission.EDIT_ORDER, EDIT_ORDERS);
      const { outletId, order } = await openOrder(auth, outletHeader, orderId);
      const courier = await requireCourier(outletId, order);
      if (!canMoveCourier(body.From, body.To) || body.To === CourierStatus.DRIVER_FOUND) {
        throw invalidField('To', fillMessage(ServerMessage.COURIER_MOVE_NOT_ALLOWED, { from: body.From, to: body.To }));
      }
      const provider = deps.providers.find(courier.provider);
      if (body.To === CourierStatus.CANCELLED) {
        // Any provider's courier can be called off from here; the provider hears it first.
        if (provider && courier.status === body.From) await provider.cancel({ orderId: order.id, externalRef: courier.external_ref, status: courier.status as CourierStatusValue });
      } else {
        requireStaffDriven(courier);
      }
      return move(outletId, order, body.From, body.To, {}, () => true);
    },

    /**
     * What a real provider's webhook or poll reports (docs/couriers.md): the courier moves to the
     * reported status through the same claim, with the driver the provider named.
     */
    async applyProviderUpdate(ownerId: number, outletId: number, orderId: number, booking: ProviderBooking): Promise<OrderCourier> {
      const order = await deps.couriers.findOrder(ownerId, outletId, orderId);
      if (!order) throw notFound(`Order ${orderId}`);
      const courier = await requireCourier(outletId, order);
      const from = courier.status as CourierStatusValue;
      if (from === booking.status) return presentCourier(courier);
      if (!canMoveCourier(from, booking.status)) throw invalidField('Status', fillMessage(ServerMessage.COURIER_MOVE_NOT_ALLOWED, { from, to: booking.status }));
      const driver = booking.driver ? { id: null, name: booking.driver.name, phoneNumber: booking.driver.phoneNumber, imageName: booking.driver.imageName } : undefined;
      return move(outletId, order, from, booking.status, { ...(driver ? { driver } : {}), externalRef: booking.externalRef, feeHundredths: booking.feeHundredths }, () => true);
    },

    async listDrivers(auth: AuthContext, outletHeader: number | null): Promise<CourierDriver[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return (await deps.couriers.listDrivers(auth.ownerId, outlet.id)).map(presentDriver);
    },

    /** POST /courierDriver: a new driver of the outlet (a photo: an image of this owner). */
    async addDriver(auth: AuthContext, outletHeader: number | null, body: CourierDriverBody): Promise<CourierDriver> {
      await deps.permissions.assertPermission(auth, OtherPermission.EDIT_ORDER, EDIT_ORDERS);
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const imageId = body.ImageId ?? null;
      if (imageId !== null && !(await deps.couriers.findImage(auth.ownerId, imageId))) throw invalidField('ImageId', `Image ${imageId} not found`);
      const { id } = await deps.couriers.insertDriver({ owner_id: auth.ownerId, outlet_id: outlet.id, name: body.Name, phone_number: body.PhoneNumber, image_id: imageId, created_at: now() });
      return presentDriver((await deps.couriers.findDriver(auth.ownerId, outlet.id, id))!);
    },
  };
}

export type CouriersService = ReturnType<typeof createCouriersService>;
