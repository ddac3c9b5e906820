import { OutletOrderTypeUpdateBodySchema, type OutletOrderTypeUpdateBody } from '@kasir/contracts';

/** One order type row as the table edits it; the price level stays text so empty means SellPrice. */
export interface OrderTypeRowValues {
  name: string;
  isRounded: boolean;
  isActive: boolean;
  priceLevel: string;
  chargeIds: string[];
}

/** The PUT /outletOrderType/{id} body of a row, or the key of the first error the shared contract finds. */
export function readOrderTypeRow(values: OrderTypeRowValues): { body: Required<OutletOrderTypeUpdateBody>; errorKey: null } | { body: null; errorKey: string } {
  const candidate = {
    Name: values.name,
    IsRounded: values.isRounded,
    IsActive: values.isActive,
    PriceLevel: values.priceLevel.trim() === '' ? null : Number(values.priceLevel),
    OutletChargeIds: values.chargeIds.map(Number),
  };
  const parsed = OutletOrderTypeUpdateBodySchema.required().safeParse(candidate);
  if (parsed.success) return { body: parsed.data, errorKey: null };
  const field = String(parsed.error.issues[0]?.path[0] ?? 'Name');
  return { body: null, errorKey: field === 'PriceLevel' ? 'boOutlets.orderTypes.errors.priceLevel' : 'boOutlets.orderTypes.errors.name' };
}
