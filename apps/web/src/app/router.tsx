import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../shared/ui/FullScreenLoader.tsx';
import { RootLayout } from './RootLayout.tsx';
import { backOfficeRoutes } from '../features/backoffice/routes.tsx';

/** Every URL of the app (spec §2). Nothing else spells a path: use these. */
export const paths = {
  login: '/',
  maintenance: '/maintenance',
  checkPromo: '/check-promo',
  /** Public: the phone page the membership sign-up QR leads to (?token=&id=&purchased=). */
  memberSignUp: '/member-signup',
  /** Public: the phone page a table or counter QR opens (?qr=), issue 22 (SELF_ORDER_PAGE_PATH of @kasir/domain). */
  selfOrder: '/self-order',
  /** Public: a restaurant owner creates their business (an owner account), then the back office's setup. */
  signUp: '/signup',
  selectCashier: '/select-cashier',
  selectOutlet: '/select-outlet',
  lock: '/lock',
  cashier: '/cashier',
  menu: '/cashier/menu',
  add: '/cashier/add',
  order: '/cashier/order',
  table: '/cashier/table',
  reservation: '/cashier/reservation',
  orderHistory: '/cashier/order-history',
  shift: '/cashier/shift',
  favorite: '/cashier/favorite',
  pendingItem: '/cashier/pending-item',
  setStock: '/cashier/setStock',
  member: '/cashier/member',
  qrMembership: '/cashier/qr-membership',
  settings: '/cashier/settings',
  addMenu: '/cashier/add-menu',
  help: '/cashier/help',
  deviceList: '/cashier/settings/device-list',
  setReceipt: '/cashier/settings/set-receipt',
  qrCodeSetting: '/cashier/settings/qr-code-setting',
  localeSetting: '/cashier/settings/locale-setting',
  testPrint: '/cashier/testPrint',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** /cashier/menu/{id}: the details of one menu item. */
export function menuDetailPath(id: number | string): string {
  return `${paths.menu}/${encodeURIComponent(String(id))}`;
}

/** The child screens of /cashier that are still placeholders, keyed by their screen id. */
const placeholderRoutes: ReadonlyArray<readonly [string, string]> = [];

const loadPlaceholder = (screen: string) => async () => {
  const { ComingSoonRoute } = await import('../features/shell/ComingSoonRoute.tsx');
  return { element: <ComingSoonRoute screen={screen} /> };
};

/** Built screens: each loads its feature's chunk on demand. */
const featureRoutes: RouteObject[] = [
  { path: paths.menu, lazy: async () => ({ Component: (await import('../features/menu/MenuScreen.tsx')).MenuScreen }) },
  { path: `${paths.menu}/:id`, lazy: async () => ({ Component: (await import('../features/menu/MenuDetailScreen.tsx')).MenuDetailScreen }) },
  { path: paths.favorite, lazy: async () => ({ Component: (await import('../features/menu/FavoriteScreen.tsx')).FavoriteScreen }) },
  { path: paths.setStock, lazy: async () => ({ Component: (await import('../features/menu/SetStockScreen.tsx')).SetStockScreen }) },
  { path: paths.add, lazy: async () => ({ Component: (await import('../features/order/AddOrderScreen.tsx')).AddOrderScreen }) },
  { path: paths.order, lazy: async () => ({ Component: (await import('../features/order/OrderScreen.tsx')).OrderScreen }) },
  { path: paths.pendingItem, lazy: async () => ({ Component: (await import('../features/order/PendingItemScreen.tsx')).PendingItemScreen }) },
  { path: paths.table, lazy: async () => ({ Component: (await import('../features/tables/TableScreen.tsx')).TableScreen }) },
  { path: paths.reservation, lazy: async () => ({ Component: (await import('../features/tables/ReservationScreen.tsx')).ReservationScreen }) },
  { path: paths.orderHistory, lazy: async () => ({ Component: (await import('../features/tables/OrderHistoryScreen.tsx')).OrderHistoryScreen }) },
  { path: paths.shift, lazy: async () => ({ Component: (await import('../features/shift/ShiftScreen.tsx')).ShiftScreen }) },
  { path: paths.settings, lazy: async () => ({ Component: (await import('../features/settings/SettingsScreen.tsx')).SettingsScreen }) },
  { path: paths.deviceList, lazy: async () => ({ Component: (await import('../features/settings/DeviceListScreen.tsx')).DeviceListScreen }) },
  { path: paths.setReceipt, lazy: async () => ({ Component: (await import('../features/settings/SetReceiptScreen.tsx')).SetReceiptScreen }) },
  { path: paths.member, lazy: async () => ({ Component: (await import('../features/members/MembersScreen.tsx')).MembersScreen }) },
  { path: paths.qrMembership, lazy: async () => ({ Component: (await import('../features/memberships/QrMembershipScreen.tsx')).QrMembershipScreen }) },
  { path: paths.testPrint, lazy: async () => ({ Component: (await import('../features/printing/TestPrintScreen.tsx')).TestPrintScreen }) },
  { path: paths.help, lazy: async () => ({ Component: (await import('../features/help/HelpScreen.tsx')).HelpScreen }) },
  { path: paths.addMenu, lazy: async () => ({ Component: (await import('../features/add-menu/AddMenuScreen.tsx')).AddMenuScreen }) },
  { path: paths.qrCodeSetting, lazy: async () => ({ Component: (await import('../features/settings/QrCodeSettingScreen.tsx')).QrCodeSettingScreen }) },
];

/** Screens load on demand (one chunk per area), so the login page stays light. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    children: [
      { path: paths.login, lazy: async () => ({ Component: (await import('../features/session/LoginScreen.tsx')).LoginScreen }) },
      {
        path: paths.maintenance,
        lazy: async () => ({ Component: (await import('../features/session/MaintenanceScreen.tsx')).MaintenanceScreen }),
      },
      {
        path: paths.checkPromo,
        lazy: async () => ({ Component: (await import('../features/promo-check/CheckPromoScreen.tsx')).CheckPromoScreen }),
      },
      {
        path: paths.memberSignUp,
        lazy: async () => ({ Component: (await import('../features/memberships/signup/MemberSignUpScreen.tsx')).MemberSignUpScreen }),
      },
      { path: paths.selfOrder, lazy: async () => ({ Component: (await import('../features/self-order/SelfOrderScreen.tsx')).SelfOrderScreen }) },
      { path: paths.signUp, lazy: async () => ({ Component: (await import('../features/signup/SignUpScreen.tsx')).SignUpScreen }) },
      {
        path: paths.selectCashier,
        lazy: async () => ({ Component: (await import('../features/session/SelectCashierScreen.tsx')).SelectCashierScreen }),
      },
      {
        path: paths.selectOutlet,
        lazy: async () => ({ Component: (await import('../features/session/SelectOutletScreen.tsx')).SelectOutletScreen }),
      },
      { path: paths.lock, lazy: async () => ({ Component: (await import('../features/session/LockScreen.tsx')).LockScreen }) },
      {
        path: paths.cashier,
        lazy: async () => ({ Component: (await import('../features/shell/CashierShell.tsx')).CashierShell }),
        children: [
          ...featureRoutes,
          ...placeholderRoutes.map(([screen, path]): RouteObject => ({ path, lazy: loadPlaceholder(screen) })),
          {
            path: paths.localeSetting,
            lazy: async () => ({ Component: (await import('../features/settings/LocaleSettingScreen.tsx')).LocaleSettingScreen }),
          },
        ],
      },
      // The owner's back office: its own route tree and chunks (features/backoffice/routes.tsx).
      ...backOfficeRoutes,
      // The guard already sends unknown addresses to the session's screen; this is the backstop.
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
