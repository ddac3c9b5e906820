import type { AdminCharge, AdminPaymentMethod } from '@kasir/contracts';
import { moneyFromDecimalRupiah, moneyFromHundredths, toDecimalRupiah, toHundredths } from '@kasir/domain';
import type { AdminMethodRow } from './payment-methods.repository.ts';
import type { AdminChargeRow } from './charges.repository.ts';

/** Rupiah (or percent) with at most two decimals → the stored hundredths, read exactly. */
export const toStoredHundredths = (value: number): number => toHundredths(moneyFromDecimalRupiah(value));
/** Stored hundredths → rupiah (or percent) on the wire. */
export const fromStoredHundredths = (value: number): number => toDecimalRupiah(moneyFromHundredths(value));

export function presentMethod(row: AdminMethodRow): AdminPaymentMethod {
  return {
    Id: row.id,
    OutletId: row.outlet_id,
    Name: row.name,
    Type: row.type,
    TypeName: row.type_name ?? '',
    OpenDrawer: row.open_drawer === 1,
    IsUsePoint: row.is_use_point === 1,
    MaxPoint: row.max_point,
    IsNoSales: row.is_no_sales === 1,
    DefaultValue: row.default_value === null ? null : fromStoredHundredths(row.default_value),
    ImageId: row.image_id,
    Image: row.image === null ? null : { FileName: row.image },
    Position: row.position,
    IsActive: row.is_active === 1,
    IsUsed: row.is_used,
  };
}

export function presentCharge(row: AdminChargeRow): AdminCharge {
  return {
    Id: row.id,
    OutletId: row.outlet_id,
    Name: row.name,
    Type: row.type,
    Amount: fromStoredHundredths(row.amount),
    AddProductPrice: row.add_product_price === 1,
    IncludedProductPrice: row.included_product_price === 1,
    DeductFrom: row.deduct_from,
    IsActive: row.is_active === 1,
    IsArchived: row.archived_at !== null,
    OrderTypeIds: row.order_type_ids,
  };
}
