import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDepartmentSchema,
  AdminProductCategorySchema,
  AdminProductSchema,
  IDEMPOTENCY_KEY_HEADER,
  KitchenPrinterSchema,
  RemovalResultSchema,
  type AdminDepartment,
  type AdminProduct,
  type AdminProductCategory,
  type DepartmentBody,
  type KitchenPrinter,
  type ProductBody,
  type ProductCategoryBody,
  type RemovalResult,
} from '@kasir/contracts';
import { backOfficeHttp } from '../backoffice-http.ts';

/** Query keys of the owner's catalog; every write refreshes the lists it changes. */
export const catalogKeys = {
  all: ['backoffice', 'catalog'] as const,
  departments: (outletId: number) => ['backoffice', 'catalog', 'departments', outletId] as const,
  categories: (outletId: number) => ['backoffice', 'catalog', 'categories', outletId] as const,
  printers: (outletId: number) => ['backoffice', 'catalog', 'printers', outletId] as const,
  products: ['backoffice', 'catalog', 'products'] as const,
  product: (id: number) => ['backoffice', 'catalog', 'products', id] as const,
};

export function useDepartments(outletId: number | null) {
  return useQuery({
    queryKey: catalogKeys.departments(outletId ?? 0),
    queryFn: (): Promise<AdminDepartment[]> => backOfficeHttp.get(`/outlet/${outletId}/departments`, { schema: AdminDepartmentSchema.array() }),
    enabled: outletId !== null,
  });
}

export function useCategories(outletId: number | null) {
  return useQuery({
    queryKey: catalogKeys.categories(outletId ?? 0),
    queryFn: (): Promise<AdminProductCategory[]> => backOfficeHttp.get(`/outlet/${outletId}/productCategories`, { schema: AdminProductCategorySchema.array() }),
    enabled: outletId !== null,
  });
}

export function useKitchenPrinters(outletId: number | null) {
  return useQuery({
    queryKey: catalogKeys.printers(outletId ?? 0),
    queryFn: (): Promise<KitchenPrinter[]> => backOfficeHttp.get(`/outlet/${outletId}/kitchenPrinters`, { schema: KitchenPrinterSchema.array() }),
    enabled: outletId !== null,
  });
}

export function useProducts() {
  return useQuery({ queryKey: catalogKeys.products, queryFn: (): Promise<AdminProduct[]> => backOfficeHttp.get('/product', { schema: AdminProductSchema.array() }) });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.product(id ?? 0),
    queryFn: (): Promise<AdminProduct> => backOfficeHttp.get(`/product/${id}`, { schema: AdminProductSchema }),
    enabled: id !== null,
  });
}

const useRefreshCatalog = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
};

export function useSaveDepartment() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: DepartmentBody; key: string }): Promise<AdminDepartment> =>
      id === null ? backOfficeHttp.post('/department', body, { schema: AdminDepartmentSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }) : backOfficeHttp.put(`/department/${id}`, body, { schema: AdminDepartmentSchema }),
    onSuccess: refresh,
  });
}

export function useSaveCategory() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: ProductCategoryBody; key: string }): Promise<AdminProductCategory> =>
      id === null ? backOfficeHttp.post('/productCategory', body, { schema: AdminProductCategorySchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }) : backOfficeHttp.put(`/productCategory/${id}`, body, { schema: AdminProductCategorySchema }),
    onSuccess: refresh,
  });
}

export function useSaveProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: ProductBody; key: string }): Promise<AdminProduct> =>
      id === null ? backOfficeHttp.post('/product', body, { schema: AdminProductSchema, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }) : backOfficeHttp.put(`/product/${id}`, body, { schema: AdminProductSchema }),
    onSuccess: refresh,
  });
}

/** DELETE of a department, category or product: the server archives what history names. */
export function useRemoveCatalogRow(kind: 'department' | 'productCategory' | 'product') {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (id: number): Promise<RemovalResult> => backOfficeHttp.delete(`/${kind}/${id}`, { schema: RemovalResultSchema }),
    onSuccess: refresh,
  });
}
