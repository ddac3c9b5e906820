import type { Device, OutletReceipt, ReceiptSetting } from '@kasir/contracts';
import { ReceiptSettingSchema } from '@kasir/contracts';
import { defaultReceiptSettings } from '@kasir/domain';
import type { DeviceRow, OutletReceiptDeviceRow, OutletReceiptRow } from './printing-setup.repository.ts';

const idList = (json: string): number[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : [];
};

export function presentDevice(row: DeviceRow): Device {
  return {
    Id: row.id,
    Name: row.name,
    IpAddress: `${row.ip}:${row.port}`,
    Ip: row.ip,
    Port: row.port,
    IsConnectedDrawer: row.is_connected_drawer === 1,
    PaperWidth: row.paper_width === 58 ? 58 : 80,
  };
}

export function presentReceipts(receipts: readonly OutletReceiptRow[], receiptDevices: readonly OutletReceiptDeviceRow[], devices: readonly DeviceRow[]): OutletReceipt[] {
  const deviceById = new Map(devices.map((device) => [device.id, device]));
  return receipts.map((receipt) => ({
    Id: receipt.id,
    SetReceiptId: receipt.set_receipt_id,
    Name: receipt.name,
    CustomIpServicePrinter: receipt.custom_ip_service_printer,
    FontSize: receipt.font_size,
    OutletSetReceiptDevices: receiptDevices
      .filter((link) => link.outlet_receipt_id === receipt.id && deviceById.has(link.device_id))
      .map((link) => ({
        DeviceId: link.device_id,
        Device: presentDevice(deviceById.get(link.device_id)!),
        Quantity: link.quantity,
        OutletSetReceiptAreas: idList(link.area_ids).map((id) => ({ OutletAreaId: id })),
        DepartmentIds: idList(link.department_ids),
        ProductCategoryIds: idList(link.category_ids),
        OutletProductIds: idList(link.product_ids),
      })),
  }));
}

/** Stored settings, or the defaults from the outlet's own name, address and phone. */
export function presentReceiptSettings(stored: string | undefined, outlet: { name: string; address: string; telephone: string }): ReceiptSetting {
  const fallback = defaultReceiptSettings({ name: outlet.name, address: outlet.address, phone: outlet.telephone });
  if (stored === undefined) return fallback;
  const parsed = ReceiptSettingSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : fallback;
}
