/**
 * The owner's back office lives under its own route tree; the cashier bundle never loads it.
 * Each area adds its path here and its lazy route in routes.tsx and its menu entry in nav.ts.
 */
export const backOfficePaths = {
  root: '/backoffice',
  login: '/backoffice/login',
  setup: '/backoffice/setup',
  outlets: '/backoffice/outlets',
  floor: '/backoffice/floor',
  staff: '/backoffice/staff',
  roles: '/backoffice/roles',
  paymentMethods: '/backoffice/payment-methods',
  charges: '/backoffice/charges',
  products: '/backoffice/products',
  categories: '/backoffice/categories',
  addOns: '/backoffice/add-ons',
  bundles: '/backoffice/bundles',
  menuImport: '/backoffice/menu-import',
  promos: '/backoffice/promos',
  vouchers: '/backoffice/vouchers',
  memberCategories: '/backoffice/member-categories',
  audit: '/backoffice/audit',
  help: '/backoffice/help',
} as const;

export function isBackOfficePath(pathname: string): boolean {
  return pathname === backOfficePaths.root || pathname.startsWith(`${backOfficePaths.root}/`);
}
