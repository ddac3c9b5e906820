import type { z } from 'zod';
import type { Department, Device, DeviceBodySchema, OutletReceipt, OutletReceiptBodySchema, ReceiptSetting } from '@kasir/contracts';
import { OtherPermission } from '@kasir/domain';
import { invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { PermissionChecker } from '../users/permissions.ts';
import { presentDevice, presentReceipts, presentReceiptSettings } from './printing.presenter.ts';
import type { DeviceValues, OutletReceiptValues, PrintingSetupRepository } from './printing-setup.repository.ts';

type Deps = { outlets: OutletsService; permissions: PermissionChecker; setup: PrintingSetupRepository; now?: () => Date };
type DeviceBody = z.output<typeof DeviceBodySchema>;
type ReceiptBody = z.output<typeof OutletReceiptBodySchema>;

function deviceValues(body: DeviceBody): DeviceValues {
  const [ip = '', port = '0'] = body.IpAddress.split(':');
  return { name: body.Name, ip, port: Number(port), isConnectedDrawer: body.IsConnectedDrawer, paperWidth: body.PaperWidth };
}

/**
 * Spec §7 Device and Receipt calls: devices, print sets, receipt settings, departments. Reads
 * are open to the outlet's cashiers; devices and print sets need the settings permission (15),
 * receipt settings the edit-receipt-settings permission (19).
 */
export function createPrintingSetupService(deps: Deps) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  /** Every id a print set names must be this outlet's, else a 400 naming the field. */
  async function checkReceiptIds(outletId: number, body: ReceiptBody): Promise<void> {
    const links = body.OutletSetReceiptDevices;
    const own = await deps.setup.findOwnIds(outletId, {
      devices: links.map((link) => link.DeviceId),
      areas: links.flatMap((link) => link.OutletSetReceiptAreas.map((area) => area.OutletAreaId)),
      departments: links.flatMap((link) => link.DepartmentIds),
      categories: links.flatMap((link) => link.ProductCategoryIds),
      products: links.flatMap((link) => link.OutletProductIds),
    });
    for (const [index, link] of links.entries()) {
      const where = `OutletSetReceiptDevices.${index}`;
      if (!own.devices.has(link.DeviceId)) throw invalidField(`${where}.DeviceId`, `Device ${link.DeviceId} not found`);
      const badArea = link.OutletSetReceiptAreas.find((area) => !own.areas.has(area.OutletAreaId));
      if (badArea) throw invalidField(`${where}.OutletSetReceiptAreas`, `Area ${badArea.OutletAreaId} not found`);
      const badDepartment = link.DepartmentIds.find((id) => !own.departments.has(id));
      if (badDepartment !== undefined) throw invalidField(`${where}.DepartmentIds`, `Department ${badDepartment} not found`);
      const badCategory = link.ProductCategoryIds.find((id) => !own.categories.has(id));
      if (badCategory !== undefined) throw invalidField(`${where}.ProductCategoryIds`, `Category ${badCategory} not found`);
      const badProduct = link.OutletProductIds.find((id) => !own.products.has(id));
      if (badProduct !== undefined) throw invalidField(`${where}.OutletProductIds`, `Product ${badProduct} not found`);
    }
    const deviceIds = links.map((link) => link.DeviceId);
    const duplicate = deviceIds.find((id, index) => deviceIds.indexOf(id) !== index);
    if (duplicate !== undefined) throw invalidField('OutletSetReceiptDevices', `Device ${duplicate} is listed twice`);
  }

  function receiptValues(body: ReceiptBody): OutletReceiptValues {
    return {
      setReceiptId: body.SetReceiptId,
      name: body.Name,
      customIpServicePrinter: body.CustomIpServicePrinter,
      fontSize: body.FontSize,
      devices: body.OutletSetReceiptDevices.map((link) => ({
        deviceId: link.DeviceId,
        quantity: link.Quantity,
        areaIds: link.OutletSetReceiptAreas.map((area) => area.OutletAreaId),
        departmentIds: link.DepartmentIds,
        categoryIds: link.ProductCategoryIds,
        productIds: link.OutletProductIds,
      })),
    };
  }

  async function listReceipts(outletId: number): Promise<OutletReceipt[]> {
    const [{ receipts, devices: links }, devices] = await Promise.all([deps.setup.listReceipts(outletId), deps.setup.listDevices(outletId)]);
    return presentReceipts(receipts, links, devices);
  }

  async function findReceipt(outletId: number, receiptId: number): Promise<OutletReceipt> {
    const found = (await listReceipts(outletId)).find((receipt) => receipt.Id === receiptId);
    if (!found) throw notFound(`Print set ${receiptId}`);
    return found;
  }

  return {
    listReceipts,

    async listDevices(auth: AuthContext, outletHeader: number | null): Promise<Device[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return (await deps.setup.listDevices(outlet.id)).map(presentDevice);
    },

    async createDevice(auth: AuthContext, outletHeader: number | null, body: DeviceBody): Promise<Device> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change printer settings');
      return presentDevice(await deps.setup.insertDevice(outlet.id, deviceValues(body), now()));
    },

    async updateDevice(auth: AuthContext, outletHeader: number | null, body: DeviceBody & { Id: number }): Promise<Device> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change printer settings');
      const row = await deps.setup.updateDevice(outlet.id, body.Id, deviceValues(body), now());
      if (!row) throw notFound(`Device ${body.Id}`);
      return presentDevice(row);
    },

    async deleteDevice(auth: AuthContext, outletHeader: number | null, deviceId: number): Promise<{ Id: number }> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change printer settings');
      if (!(await deps.setup.deleteDevice(outlet.id, deviceId))) throw notFound(`Device ${deviceId}`);
      return { Id: deviceId };
    },

    async getReceipts(auth: AuthContext, outletHeader: number | null): Promise<OutletReceipt[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return listReceipts(outlet.id);
    },

    async createReceipt(auth: AuthContext, outletHeader: number | null, body: ReceiptBody): Promise<OutletReceipt> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change printer settings');
      await checkReceiptIds(outlet.id, body);
      const id = await deps.setup.insertReceipt(outlet.id, receiptValues(body), now());
      return findReceipt(outlet.id, id);
    },

    async updateReceipt(auth: AuthContext, outletHeader: number | null, body: ReceiptBody & { Id: number }): Promise<OutletReceipt> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change printer settings');
      await checkReceiptIds(outlet.id, body);
      if (!(await deps.setup.updateReceipt(outlet.id, body.Id, receiptValues(body), now()))) throw notFound(`Print set ${body.Id}`);
      return findReceipt(outlet.id, body.Id);
    },

    async deleteReceipt(auth: AuthContext, outletHeader: number | null, receiptId: number): Promise<{ Id: number }> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change printer settings');
      if (!(await deps.setup.deleteReceipt(outlet.id, receiptId))) throw notFound(`Print set ${receiptId}`);
      return { Id: receiptId };
    },

    async getReceiptSettings(auth: AuthContext, outletHeader: number | null): Promise<ReceiptSetting> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return presentReceiptSettings(await deps.setup.findReceiptSettings(outlet.id), outlet);
    },

    async saveReceiptSettings(auth: AuthContext, outletHeader: number | null, body: ReceiptSetting): Promise<ReceiptSetting> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.EDIT_RECEIPT_SETTINGS, 'edit receipt settings');
      await deps.setup.saveReceiptSettings(outlet.id, JSON.stringify(body), auth.userId, now());
      return body;
    },

    async listDepartments(auth: AuthContext, outletHeader: number | null): Promise<Department[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return (await deps.setup.listDepartments(outlet.id)).map((row) => ({ Id: row.id, Name: row.name }));
    },
  };
}

export type PrintingSetupService = ReturnType<typeof createPrintingSetupService>;
