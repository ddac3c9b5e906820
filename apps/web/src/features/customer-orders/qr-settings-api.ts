import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OutletSettingSchema, type OutletSetting } from '@kasir/contracts';
import { MULTI_ORDER_QR_CODE_ON_VALUE, OutletSettingCode } from '@kasir/domain';
import { http } from '../../api/http-client.ts';
import { CounterQrSchema, type CounterQr } from './api.ts';

export const qrSettingKeys = {
  settings: ['customerOrders', 'qrSettings'] as const,
  counterQr: ['customerOrders', 'counterQr'] as const,
};

/** The two switches of the QR code settings screen (value '1' on, as the back office stores them). */
export type QrSwitchCode = typeof OutletSettingCode.AUTO_PRINT_QR_TABLE | typeof OutletSettingCode.MULTI_ORDER_QR_CODE;
const ON = MULTI_ORDER_QR_CODE_ON_VALUE;
const OFF = '0';

export function isSwitchOn(settings: readonly OutletSetting[] | undefined, code: QrSwitchCode): boolean {
  return settings?.find((setting) => setting.Code === code)?.Value === ON;
}

export function useOutletSettings() {
  return useQuery({ queryKey: qrSettingKeys.settings, queryFn: (): Promise<OutletSetting[]> => http.get('/outletSetting', { schema: OutletSettingSchema.array() }) });
}

/** PUT /outletSetting with the one switch changed; the server keeps the other codes as they are. */
export function useSaveQrSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isOn }: { code: QrSwitchCode; isOn: boolean }): Promise<OutletSetting[]> =>
      http.put('/outletSetting', [{ Code: code, Value: isOn ? ON : OFF }], { schema: OutletSettingSchema.array() }),
    onSuccess: (saved) => {
      client.setQueryData(qrSettingKeys.settings, saved);
      // The auto-print reads the setting through its own query (tables/auto-print-qr.ts).
      void client.invalidateQueries({ queryKey: ['customerOrders', 'autoPrintQrTable'] });
    },
  });
}

export function useCounterQr() {
  return useQuery({ queryKey: qrSettingKeys.counterQr, queryFn: (): Promise<CounterQr> => http.get('/outletTable/counterQR', { schema: CounterQrSchema }) });
}

/** POST /outletTable/revokeQR {OutletTableId: null}: the counter QR is replaced; the old one stops working. */
export function useRevokeCounterQr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/outletTable/revokeQR', { OutletTableId: null }, { successStatuses: [201] }),
    onSuccess: () => client.invalidateQueries({ queryKey: qrSettingKeys.counterQr }),
  });
}
