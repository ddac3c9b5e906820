import { ModuleType, OtherPermission, OutletType, codeValues } from '@kasir/domain';

/**
 * The demo dataset's people and outlets (shared/DEMO-DATA.md). Names, logins and PINs are a
 * contract: tests and documentation rely on them.
 */
export const DEMO_OWNER = { name: 'Demo Owner', username: 'owner@demo.pos', password: 'demo1234' } as const;

export const DEMO_OUTLETS = [
  {
    key: 'kopiSenja',
    name: 'Kopi Senja',
    address: 'Jl. Braga No. 12, Bandung',
    telephone: '022-4201234',
    type: OutletType.RESTAURANT,
    isSuspend: false,
  },
  {
    key: 'grillChill',
    name: 'Grill & Chill AYCE',
    address: 'Jl. Senopati No. 45, Jakarta Selatan',
    telephone: '021-7209876',
    type: OutletType.ALL_YOU_CAN_EAT,
    isSuspend: false,
  },
  {
    key: 'kopiSenjaLama',
    name: 'Kopi Senja Lama',
    address: 'Jl. Dago No. 3, Bandung',
    telephone: '022-2501111',
    type: OutletType.RESTAURANT,
    isSuspend: true,
  },
] as const;

export type DemoOutletKey = (typeof DEMO_OUTLETS)[number]['key'];

const allModules = codeValues(ModuleType);
const P = OtherPermission;

/** Cashier: the spec's list; cancel, edit, split and merge need a supervisor's PIN. */
const cashierPermissions: Array<[number, boolean]> = [
  [P.ADD_ORDER, false],
  [P.EDIT_ORDER, true],
  [P.CANCEL_ORDER, true],
  [P.SPLIT_BILL, true],
  [P.MERGE_BILL, true],
  [P.PAYMENT, false],
  [P.MOVE_TABLE, false],
  [P.MERGE_TABLE, false],
  [P.MANAGE_CUSTOMER_ORDERS, false],
  [P.EDIT_CUSTOMER_DATA, false],
  [P.ADD_MEMBER, false],
  [P.VIEW_SHIFT_HISTORY, false],
  [P.MANAGE_FAVORITES, false],
  [P.RESERVATION, false],
  [P.VIEW_ORDER_HISTORY, false],
  [P.SET_PRODUCT_STOCK, false],
];

export const DEMO_ROLES = [
  { key: 'cashier', name: 'Cashier', modules: allModules, permissions: cashierPermissions },
  {
    key: 'supervisor',
    name: 'Supervisor',
    modules: allModules,
    permissions: codeValues(P).map((id): [number, boolean] => [id, false]),
  },
  {
    key: 'waiter',
    name: 'Waiter',
    modules: [ModuleType.OUTLET_TABLE, ModuleType.PESANAN, ModuleType.PRODUCT, ModuleType.FAVORITE],
    permissions: [
      [P.ADD_ORDER, false],
      [P.EDIT_CUSTOMER_DATA, false],
    ] satisfies Array<[number, boolean]>,
  },
] as const;

export type DemoRoleKey = (typeof DEMO_ROLES)[number]['key'];

export const DEMO_USERS: ReadonlyArray<{
  name: string;
  username: string;
  pin: string;
  role: DemoRoleKey;
  outlets: DemoOutletKey[];
}> = [
  { name: 'Ani', username: 'ani', pin: '111111', role: 'cashier', outlets: ['kopiSenja', 'grillChill'] },
  { name: 'Budi', username: 'budi', pin: '222222', role: 'supervisor', outlets: ['kopiSenja', 'grillChill'] },
  { name: 'Citra', username: 'citra', pin: '333333', role: 'cashier', outlets: ['grillChill'] },
  { name: 'Dewi', username: 'dewi', pin: '444444', role: 'waiter', outlets: ['kopiSenja'] },
];
