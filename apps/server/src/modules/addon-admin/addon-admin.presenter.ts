import type { AddOnChoices, AdminAddOn, AdminBundle } from '@kasir/contracts';
import { fromStoredHundredths } from '../payment-admin/payment-admin.presenter.ts';
import type { AddOnAdminRepository, AddOnRow, BundleRow } from './addon-admin.repository.ts';

export function presentAddOn(row: AddOnRow): AdminAddOn {
  return {
    Id: row.id,
    OutletId: row.outlet_id,
    Name: row.name,
    Price: fromStoredHundredths(row.price),
    Quantity: row.quantity,
    IsSoldOut: Number(row.is_sold_out) === 1,
    OutletProductIds: row.product_ids,
    IsArchived: row.archived_at !== null,
  };
}

export function presentBundle(row: BundleRow): AdminBundle {
  return {
    Id: row.id,
    OutletId: row.outlet_id,
    Name: row.name,
    ProductCategoryId: row.product_category_id,
    Price: fromStoredHundredths(row.price),
    IsSoldOut: Number(row.is_sold_out) === 1,
    IsActive: Number(row.is_active) === 1,
    Components: row.components.map((component) => ({ OutletProductId: component.outlet_product_id, Quantity: component.quantity, Name: component.name })),
    IsArchived: row.archived_at !== null,
  };
}

export function presentChoices(choices: Awaited<ReturnType<AddOnAdminRepository['choices']>>): AddOnChoices {
  return {
    Products: choices.products.map((row) => ({ Id: row.id, Name: row.name, ProductCategoryId: row.product_category_id, SellPrice: fromStoredHundredths(row.sell_price) })),
    Categories: choices.categories.map((row) => ({ Id: row.id, Name: row.name })),
  };
}
