import { describe, expect, it } from 'vitest';
import { OutletSettingCode } from '@kasir/domain';
import { mockApi } from '../../test/mock-api.ts';
import { signInWithPermissions } from '../settings/settings-test-support.ts';
import { autoPrintTableQr } from './auto-print-qr.ts';

const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };
const seatedAt = (orderId: number, ...tableIds: number[]) => ({ Id: orderId, OrderTables: tableIds.map((OutletTableId) => ({ OutletTableId, OutletTable: null })) });

function serve(value: string | null) {
  return mockApi({
    [`GET /api/outletSetting/outlet/${OutletSettingCode.AUTO_PRINT_QR_TABLE}`]: { body: { data: value === null ? null : { Code: OutletSettingCode.AUTO_PRINT_QR_TABLE, Value: value, OutletId: 101 } } },
    'POST /api/print/qrTable': emptyPlan,
    'GET /api/outletReceipt': { body: { data: [] } },
  });
}

describe('AUTO_PRINT_QR_TABLE', () => {
  it('prints the QR slip of the seated table once for a new dine-in order when on', async () => {
    signInWithPermissions([]);
    const api = serve('1');
    await autoPrintTableQr(seatedAt(7001, 7));
    await autoPrintTableQr(seatedAt(7001, 7));
    expect(api.callsTo('POST', '/api/print/qrTable').map((call) => call.body)).toEqual([{ OutletTableId: 7, OrderId: 7001 }]);
  });

  it('prints nothing when off, unset, or the order has no table', async () => {
    signInWithPermissions([]);
    const api = serve('0');
    await autoPrintTableQr(seatedAt(7002, 7));
    await autoPrintTableQr(seatedAt(7003));
    expect(api.callsTo('POST', '/api/print/qrTable')).toHaveLength(0);
  });

  it('stays quiet when the setting cannot be read', async () => {
    signInWithPermissions([]);
    const api = mockApi({ 'POST /api/errorlogs/insert': { body: { data: null } } });
    await expect(autoPrintTableQr(seatedAt(7004, 8))).resolves.toBeUndefined();
    expect(api.callsTo('POST', '/api/print/qrTable')).toHaveLength(0);
  });
});
