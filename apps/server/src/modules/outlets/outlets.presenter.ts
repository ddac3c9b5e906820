import type { Outlet } from '@kasir/contracts';
import type { OutletRow } from './outlets.repository.ts';

export function presentOutlet(row: OutletRow): Outlet {
  return {
    Id: row.id,
    Name: row.name,
    Address: row.address,
    Telephone: row.telephone,
    TimeZone: row.time_zone,
    Type: row.type,
    CurrencyCode: row.currency_code,
    IsPrinterV2: row.is_printer_v2 === 1,
    IsSuspend: row.is_suspend === 1,
    ExcludeChargeNoSales: row.exclude_charge_no_sales === 1,
    OutletAppSetting: { PriceLevel: row.price_level },
  };
}
