import { DeviceBodySchema, type Device, type DeviceBody } from '@kasir/contracts';

/** The device dialog's fields as typed: IpAddress as the spec stores it, "ip:port". */
export interface DeviceForm {
  Name: string;
  IpAddress: string;
  IsConnectedDrawer: boolean;
  PaperWidth: 58 | 80;
}

export const emptyDeviceForm: DeviceForm = { Name: '', IpAddress: '', IsConnectedDrawer: false, PaperWidth: 80 };

export function deviceFormOf(device: Device): DeviceForm {
  return { Name: device.Name, IpAddress: device.IpAddress, IsConnectedDrawer: device.IsConnectedDrawer, PaperWidth: device.PaperWidth };
}

/** The same rules the server applies, so the cashier sees the field's problem before sending. */
export function validateDeviceForm(form: DeviceForm): { body: DeviceBody | null; errors: Partial<Record<keyof DeviceForm, string>> } {
  const parsed = DeviceBodySchema.safeParse(form);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Partial<Record<keyof DeviceForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'Name' || field === 'IpAddress' || field === 'IsConnectedDrawer' || field === 'PaperWidth') errors[field] ??= issue.message;
  }
  return { body: null, errors };
}
