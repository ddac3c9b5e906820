import type { RouteObject } from 'react-router';
import { backOfficePaths } from './backoffice-paths.ts';

/**
 * The back office's screens, each its own chunk. Only lazy imports here: router.tsx imports this
 * file, and the cashier bundle must not carry back-office code. Each area adds its route here.
 */
export const backOfficeChildRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./BackOfficeHome.tsx')).BackOfficeHome }) },
  { path: 'help', lazy: async () => ({ Component: (await import('./help/HelpInboxScreen.tsx')).HelpInboxScreen }) },
  { path: 'outlets', lazy: async () => ({ Component: (await import('./outlets/OutletsScreen.tsx')).OutletsScreen }) },
  { path: 'outlets/:id', lazy: async () => ({ Component: (await import('./outlets/OutletDetailScreen.tsx')).OutletDetailScreen }) },
  { path: 'setup', lazy: async () => ({ Component: (await import('./setup/SetupWizardScreen.tsx')).SetupWizardScreen }) },
  { path: 'floor', lazy: async () => ({ Component: (await import('./floor/FloorScreen.tsx')).FloorScreen }) },
  { path: 'payment-methods', lazy: async () => ({ Component: (await import('./payments/PaymentMethodsScreen.tsx')).PaymentMethodsScreen }) },
  { path: 'charges', lazy: async () => ({ Component: (await import('./payments/ChargesScreen.tsx')).ChargesScreen }) },
  { path: 'audit', lazy: async () => ({ Component: (await import('./audit/AuditScreen.tsx')).AuditScreen }) },
  { path: 'staff', lazy: async () => ({ Component: (await import('./staff/StaffScreen.tsx')).StaffScreen }) },
  { path: 'products', lazy: async () => ({ Component: (await import('./menu/ProductsScreen.tsx')).ProductsScreen }) },
  { path: 'products/:id', lazy: async () => ({ Component: (await import('./menu/ProductDetailScreen.tsx')).ProductDetailScreen }) },
  { path: 'categories', lazy: async () => ({ Component: (await import('./menu/CategoriesScreen.tsx')).CategoriesScreen }) },
  { path: 'add-ons', lazy: async () => ({ Component: (await import('./addons/AddOnsScreen.tsx')).AddOnsScreen }) },
  { path: 'bundles', lazy: async () => ({ Component: (await import('./addons/BundlesScreen.tsx')).BundlesScreen }) },
  { path: 'menu-import', lazy: async () => ({ Component: (await import('./menu-import/MenuImportScreen.tsx')).MenuImportScreen }) },
  { path: 'promos', lazy: async () => ({ Component: (await import('./promos/PromosScreen.tsx')).PromosScreen }) },
  { path: 'promos/:id', lazy: async () => ({ Component: (await import('./promos/PromoDetailScreen.tsx')).PromoDetailScreen }) },
  { path: 'vouchers', lazy: async () => ({ Component: (await import('./promos/VouchersScreen.tsx')).VouchersScreen }) },
  { path: 'member-categories', lazy: async () => ({ Component: (await import('./promos/MemberCategoriesScreen.tsx')).MemberCategoriesScreen }) },
  { path: 'roles', lazy: async () => ({ Component: (await import('./staff/RolesScreen.tsx')).RolesScreen }) },
];

export const backOfficeRoutes: RouteObject[] = [
  { path: backOfficePaths.login, lazy: async () => ({ Component: (await import('./BackOfficeLogin.tsx')).BackOfficeLogin }) },
  {
    path: backOfficePaths.root,
    lazy: async () => ({ Component: (await import('./BackOfficeLayout.tsx')).BackOfficeLayout }),
    children: backOfficeChildRoutes,
  },
];
