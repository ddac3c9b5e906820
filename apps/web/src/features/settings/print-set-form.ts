import { OutletReceiptBodySchema, type OutletReceipt, type OutletReceiptBody } from '@kasir/contracts';
import { SetReceipt } from '@kasir/domain';

/** One device row of a print set as edited: which printer, how many copies, what it takes. */
export interface PrintSetDeviceForm {
  DeviceId: number | null;
  Quantity: number;
  DepartmentIds: number[];
  ProductCategoryIds: number[];
  OutletProductIds: number[];
  /** The floor areas whose orders it prints; none: every area. */
  OutletAreaIds: number[];
}

export interface PrintSetForm {
  Id?: number;
  SetReceiptId: number;
  Name: string;
  CustomIpServicePrinter: string;
  FontWidth: number;
  FontHeight: number;
  Devices: PrintSetDeviceForm[];
}

/** Spec §3 set receipt ids 1..8 with their code names, in order. */
export const setReceiptKinds = Object.entries(SetReceipt).map(([code, id]) => ({ code, id }));

export function emptyPrintSetForm(setReceiptId: number): PrintSetForm {
  return { SetReceiptId: setReceiptId, Name: '', CustomIpServicePrinter: '', FontWidth: 1, FontHeight: 1, Devices: [] };
}

export const emptyDeviceRow = (): PrintSetDeviceForm => ({ DeviceId: null, Quantity: 1, DepartmentIds: [], ProductCategoryIds: [], OutletProductIds: [], OutletAreaIds: [] });

export function printSetFormOf(set: OutletReceipt): PrintSetForm {
  const [width = 1, height = 1] = set.FontSize.split(',').map(Number);
  return {
    Id: set.Id,
    SetReceiptId: set.SetReceiptId,
    Name: set.Name,
    CustomIpServicePrinter: set.CustomIpServicePrinter ?? '',
    FontWidth: Number.isFinite(width) ? width : 1,
    FontHeight: Number.isFinite(height) ? height : 1,
    Devices: set.OutletSetReceiptDevices.map((entry) => ({
      DeviceId: entry.DeviceId,
      Quantity: entry.Quantity,
      DepartmentIds: entry.DepartmentIds,
      ProductCategoryIds: entry.ProductCategoryIds,
      OutletProductIds: entry.OutletProductIds,
      OutletAreaIds: entry.OutletSetReceiptAreas.map((area) => area.OutletAreaId),
    })),
  };
}

/** The wire body, checked by the same schema as the server; the first problem names its field. */
export function printSetBodyOf(form: PrintSetForm): { body: (OutletReceiptBody & { Id?: number }) | null; problem: string | null } {
  const candidate = {
    SetReceiptId: form.SetReceiptId,
    Name: form.Name,
    CustomIpServicePrinter: form.CustomIpServicePrinter.trim() === '' ? null : form.CustomIpServicePrinter.trim(),
    FontSize: `${form.FontWidth},${form.FontHeight}`,
    OutletSetReceiptDevices: form.Devices.map((row) => ({
      DeviceId: row.DeviceId ?? 0,
      Quantity: row.Quantity,
      DepartmentIds: row.DepartmentIds,
      ProductCategoryIds: row.ProductCategoryIds,
      OutletProductIds: row.OutletProductIds,
      OutletSetReceiptAreas: row.OutletAreaIds.map((OutletAreaId) => ({ OutletAreaId })),
    })),
  };
  const parsed = OutletReceiptBodySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { body: null, problem: issue === undefined ? 'Invalid' : `${issue.path.join('.')}: ${issue.message}` };
  }
  return { body: form.Id === undefined ? parsed.data : { ...parsed.data, Id: form.Id }, problem: null };
}
