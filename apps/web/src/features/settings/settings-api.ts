import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DepartmentSchema,
  DeviceSchema,
  OutletReceiptSchema,
  ProductCategorySchema,
  ReceiptSettingSchema,
  type Department,
  type DeviceBody,
  type OutletReceiptBody,
  type ProductCategory,
  type ReceiptSetting,
} from '@kasir/contracts';
import { http } from '../../api/http-client.ts';
import { printingQueryKeys } from '../printing/index.ts';

/** Device, print-set and receipt-setting calls of spec §7 (Device, Receipt) for the settings screens. */
const CREATED_OR_OK = [201] as const;
export const settingsQueryKeys = {
  departments: ['printing', 'departments'] as const,
  categories: ['printing', 'categories'] as const,
  receiptSetting: ['printing', 'receipt-setting'] as const,
};

export function useDeviceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: printingQueryKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: DeviceBody & { Id?: number }) =>
        body.Id === undefined
          ? http.post('/device', body, { schema: DeviceSchema, successStatuses: CREATED_OR_OK })
          : http.put('/device', body, { schema: DeviceSchema }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => http.delete(`/device/${id}`), onSuccess: refresh }),
  };
}

export function usePrintSetMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: printingQueryKeys.all });
  return {
    save: useMutation({
      mutationFn: (body: OutletReceiptBody & { Id?: number }) =>
        body.Id === undefined
          ? http.post('/outletReceipt', body, { schema: OutletReceiptSchema, successStatuses: CREATED_OR_OK })
          : http.put('/outletReceipt', body, { schema: OutletReceiptSchema }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => http.delete(`/outletReceipt/${id}`), onSuccess: refresh }),
  };
}

export function useDepartmentsQuery() {
  return useQuery({
    queryKey: settingsQueryKeys.departments,
    queryFn: (): Promise<Department[]> => http.get('/department/getDepartments', { schema: DepartmentSchema.array() }),
  });
}

export function useCategoriesQuery() {
  return useQuery({
    queryKey: settingsQueryKeys.categories,
    queryFn: (): Promise<ProductCategory[]> => http.get('/productCategory/', { schema: ProductCategorySchema.array() }),
  });
}

export function useReceiptSettingQuery() {
  return useQuery({
    queryKey: settingsQueryKeys.receiptSetting,
    queryFn: (): Promise<ReceiptSetting> => http.get('/outletReceiptSetting/getByCashier', { schema: ReceiptSettingSchema }),
  });
}

export function useSaveReceiptSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptSetting) => http.put('/outletReceiptSetting', body, { schema: ReceiptSettingSchema }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKeys.receiptSetting, saved),
  });
}
