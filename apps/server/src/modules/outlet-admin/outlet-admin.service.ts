import { OrderType } from '@kasir/domain';
import {
  ServerEvent,
  type Outlet,
  type OutletCreateBody,
  type OutletOrderTypeUpdateBody,
  type OutletSetting,
  type OutletUpdateBody,
  type OwnerOutletOrderType,
  type OwnerOutletOrderTypes,
} from '@kasir/contracts';
import type { Updateable } from 'kysely';
import type { OutletsTable } from '../../db/schema.ts';
import type { OutletOrderTypesTable } from '../../db/schema-catalog.ts';
import { invalidField, notFound } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { presentOutlet } from '../outlets/outlets.presenter.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import type { AdminOrderTypeRow, AdminOutletRow, OutletAdminRepository } from './outlet-admin.repository.ts';

const NAME_TAKEN = 'Name is already used by another outlet';
const flag = (value: boolean) => (value ? (1 as const) : (0 as const));

/**
 * The four order types every outlet starts with (spec §1), named as GET /orderType/ names them;
 * Dine In rounds its total like the demo's, the owner changes the rest in the back office.
 */
const STARTING_ORDER_TYPES = [
  { orderTypeId: OrderType.DINE_IN, name: 'Dine In', isRounded: true },
  { orderTypeId: OrderType.TAKE_AWAY, name: 'Take Away', isRounded: false },
  { orderTypeId: OrderType.DELIVERY, name: 'Delivery', isRounded: false },
  { orderTypeId: OrderType.MARKETPLACE, name: 'Marketplace', isRounded: false },
] as const;

function presentOrderType(row: AdminOrderTypeRow, chargeIds: readonly number[]): OwnerOutletOrderType {
  return {
    Id: row.id,
    OutletId: row.outlet_id,
    OrderTypeId: row.order_type_id,
    Name: row.name,
    PriceLevel: row.price_level,
    IsRounded: row.is_rounded === 1,
    IsActive: row.is_active === 1,
    Position: row.position,
    OutletChargeIds: [...chargeIds],
  };
}

function outletPatch(body: OutletUpdateBody): Updateable<OutletsTable> {
  const patch: Updateable<OutletsTable> = {};
  if (body.Name !== undefined) patch.name = body.Name;
  if (body.Address !== undefined) patch.address = body.Address;
  if (body.Telephone !== undefined) patch.telephone = body.Telephone;
  if (body.TimeZone !== undefined) patch.time_zone = body.TimeZone;
  if (body.Type !== undefined) patch.type = body.Type;
  if (body.CurrencyCode !== undefined) patch.currency_code = body.CurrencyCode;
  if (body.IsPrinterV2 !== undefined) patch.is_printer_v2 = flag(body.IsPrinterV2);
  if (body.ExcludeChargeNoSales !== undefined) patch.exclude_charge_no_sales = flag(body.ExcludeChargeNoSales);
  if (body.PriceLevel !== undefined) patch.price_level = body.PriceLevel;
  if (body.IsSuspend !== undefined) patch.is_suspend = flag(body.IsSuspend);
  return patch;
}

/** A unique index refused the write: the name was taken meanwhile (two creates racing). */
function nameTakenOr(error: unknown): unknown {
  return isUniqueViolation(error) ? invalidField('Name', NAME_TAKEN) : error;
}

/**
 * The owner's outlets in the back office (issue 20): every call names the outlet (path) and
 * reads it with the owner's id, so a suspended outlet is edited like any other and another
 * owner's is a 404. Each write is one transaction; terminals hear of it after the commit.
 */
export function createOutletAdminService(deps: { repository: OutletAdminRepository; settings: SettingsRepository; broadcaster: Broadcaster }) {
  const { repository } = deps;

  async function requireOutlet(ownerId: number, outletId: number): Promise<AdminOutletRow> {
    const outlet = await repository.findById(ownerId, outletId);
    if (!outlet) throw notFound('Outlet');
    return outlet;
  }

  return {
    async list(ownerId: number): Promise<Outlet[]> {
      return (await repository.listByOwner(ownerId)).map(presentOutlet);
    },

    async get(ownerId: number, outletId: number): Promise<Outlet> {
      return presentOutlet(await requireOutlet(ownerId, outletId));
    },

    /** POST /outlet: the outlet and its four order types in one transaction; a retry with the same key answers the first. */
    async create(ownerId: number, body: OutletCreateBody, idempotencyKey: string | null): Promise<{ outlet: Outlet; isNew: boolean }> {
      if (idempotencyKey !== null) {
        const earlier = await repository.findByIdempotencyKey(ownerId, idempotencyKey);
        if (earlier) return { outlet: presentOutlet(earlier), isNew: false };
      }
      let outletId: number;
      try {
        outletId = await repository.transaction(async (trx) => {
          if (await repository.hasNameTaken(ownerId, body.Name, null, trx)) throw invalidField('Name', NAME_TAKEN);
          const { id } = await repository.insertOutlet(trx, {
            owner_id: ownerId,
            name: body.Name,
            address: body.Address,
            telephone: body.Telephone,
            time_zone: body.TimeZone,
            type: body.Type,
            currency_code: body.CurrencyCode,
            is_printer_v2: flag(body.IsPrinterV2),
            is_suspend: 0,
            exclude_charge_no_sales: flag(body.ExcludeChargeNoSales),
            price_level: body.PriceLevel,
            created_at: new Date().toISOString(),
            idempotency_key: idempotencyKey,
          });
          await repository.insertOrderTypes(
            trx,
            STARTING_ORDER_TYPES.map((type, position) => ({
              outlet_id: id,
              order_type_id: type.orderTypeId,
              name: type.name,
              price_level: null,
              is_rounded: flag(type.isRounded),
              position,
              is_active: 1 as const,
            })),
          );
          return id;
        });
      } catch (error) {
        // The same key racing itself: the other request made it; answer that one.
        if (idempotencyKey !== null && isUniqueViolation(error)) {
          const earlier = await repository.findByIdempotencyKey(ownerId, idempotencyKey);
          if (earlier) return { outlet: presentOutlet(earlier), isNew: false };
        }
        throw nameTakenOr(error);
      }
      return { outlet: presentOutlet(await requireOutlet(ownerId, outletId)), isNew: true };
    },

    /** PUT /outlet/{id} (and /suspend): what the body names changes; terminals hear suspended or changed. */
    async update(ownerId: number, outletId: number, body: OutletUpdateBody): Promise<Outlet> {
      let before: AdminOutletRow | undefined;
      try {
        before = await repository.transaction(async (trx) => {
          const found = await repository.findById(ownerId, outletId, trx);
          if (!found) throw notFound('Outlet');
          if (body.Name !== undefined && (await repository.hasNameTaken(ownerId, body.Name, outletId, trx))) throw invalidField('Name', NAME_TAKEN);
          await repository.updateOutlet(trx, ownerId, outletId, outletPatch(body));
          return found;
        });
      } catch (error) {
        throw nameTakenOr(error);
      }
      const after = await requireOutlet(ownerId, outletId);
      const isNewlySuspended = before.is_suspend === 0 && after.is_suspend === 1;
      // After commit: a suspension sends the outlet's cashiers away; any other edit has them refetch it.
      await deps.broadcaster.emitToOutlet(outletId, isNewlySuspended ? ServerEvent.OUTLET_SUSPENDED : ServerEvent.OUTLET_CHANGED, { Name: after.name });
      return presentOutlet(after);
    },

    async listOrderTypes(ownerId: number, outletId: number): Promise<OwnerOutletOrderTypes> {
      await requireOutlet(ownerId, outletId);
      const rows = await repository.listOrderTypes(outletId);
      const [charges, chargeIds] = await Promise.all([
        repository.listCharges(outletId),
        repository.chargeIdsByOrderType(rows.map((row) => row.id)),
      ]);
      return {
        OrderTypes: rows.map((row) => presentOrderType(row, chargeIds.get(row.id) ?? [])),
        Charges: charges.map((charge) => ({ Id: charge.id, Name: charge.name, IsActive: charge.is_active === 1 })),
      };
    },

    /** PUT /outletOrderType/{id}: its fields and (OutletChargeIds) the charges it applies, charges of its own outlet only. */
    async updateOrderType(ownerId: number, orderTypeId: number, body: OutletOrderTypeUpdateBody): Promise<OwnerOutletOrderType> {
      const outletId = await repository.transaction(async (trx) => {
        const orderType = await repository.findOrderTypeForOwner(ownerId, orderTypeId, trx);
        if (!orderType) throw notFound('Order type');
        if (body.OutletChargeIds !== undefined) {
          const ownCharges = new Set((await repository.listCharges(orderType.outlet_id, trx)).map((charge) => charge.id));
          const foreign = body.OutletChargeIds.filter((id) => !ownCharges.has(id));
          if (foreign.length > 0) throw invalidField('OutletChargeIds', `OutletChargeIds names charges that are not of this outlet: ${foreign.join(', ')}`);
          await repository.replaceOrderTypeCharges(trx, orderTypeId, body.OutletChargeIds);
        }
        const patch: Updateable<OutletOrderTypesTable> = {};
        if (body.Name !== undefined) patch.name = body.Name;
        if (body.IsRounded !== undefined) patch.is_rounded = flag(body.IsRounded);
        if (body.PriceLevel !== undefined) patch.price_level = body.PriceLevel;
        if (body.IsActive !== undefined) patch.is_active = flag(body.IsActive);
        await repository.updateOrderType(trx, orderTypeId, patch);
        return orderType.outlet_id;
      });
      const outlet = await requireOutlet(ownerId, outletId);
      await deps.broadcaster.emitToOutlet(outletId, ServerEvent.OUTLET_CHANGED, { Name: outlet.name });
      const row = await repository.findOrderTypeForOwner(ownerId, orderTypeId);
      if (!row) throw notFound('Order type');
      const chargeIds = await repository.chargeIdsByOrderType([orderTypeId]);
      return presentOrderType(row, chargeIds.get(orderTypeId) ?? []);
    },

    /** The outlet's settings (spec §9), suspended outlets too. */
    async listSettings(ownerId: number, outletId: number): Promise<OutletSetting[]> {
      await requireOutlet(ownerId, outletId);
      return (await deps.settings.listForOutlet(outletId)).map((row) => ({ Code: row.code, Value: row.value, OutletId: row.outlet_id }));
    },

    /** Stores settings already checked by OutletSettingUpdateBodySchema (the same rules as PUT /outletSetting). */
    async updateSettings(ownerId: number, outletId: number, values: Array<{ Code: string; Value: string }>): Promise<OutletSetting[]> {
      const outlet = await requireOutlet(ownerId, outletId);
      await deps.settings.upsertForOutlet(outletId, values);
      await deps.broadcaster.emitToOutlet(outletId, ServerEvent.OUTLET_CHANGED, { Name: outlet.name });
      return (await deps.settings.listForOutlet(outletId)).map((row) => ({ Code: row.code, Value: row.value, OutletId: row.outlet_id }));
    },
  };
}

export type OutletAdminService = ReturnType<typeof createOutletAdminService>;
