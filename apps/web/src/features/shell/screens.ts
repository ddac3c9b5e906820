import type { ComponentType } from 'react';
import {
  IconAdjustments,
  IconCalendarEvent,
  IconClipboardList,
  IconClockHour4,
  IconHeart,
  IconHelpCircle,
  IconHistory,
  IconHourglass,
  IconLanguage,
  IconLayoutGrid,
  IconPackageOff,
  IconPlus,
  IconPrinter,
  IconQrcode,
  IconReceipt,
  IconSettings,
  IconSquarePlus,
  IconToolsKitchen2,
  IconUsers,
  IconUserPlus,
  type IconProps,
} from '@tabler/icons-react';
import { paths } from '../../app/router.tsx';

/** The capability (a later issue) that builds a screen; each has a translated name. */
export type Capability =
  | 'ordering'
  | 'orders'
  | 'tables'
  | 'reservations'
  | 'orderHistory'
  | 'shifts'
  | 'favorites'
  | 'pendingItems'
  | 'stock'
  | 'members'
  | 'qrMembership'
  | 'settings'
  | 'addMenu'
  | 'help'
  | 'printing'
  | 'qrCode'
  | 'promotions';

export interface ScreenEntry {
  path: string;
  icon: ComponentType<IconProps>;
  capability: Capability;
}

/** Every child screen of /cashier: title key `screens.<id>.title`, icon, and what builds it. */
export const screens = {
  menu: { path: paths.menu, icon: IconToolsKitchen2, capability: 'ordering' },
  menuDetail: { path: paths.menu, icon: IconToolsKitchen2, capability: 'ordering' },
  add: { path: paths.add, icon: IconPlus, capability: 'ordering' },
  order: { path: paths.order, icon: IconClipboardList, capability: 'orders' },
  table: { path: paths.table, icon: IconLayoutGrid, capability: 'tables' },
  reservation: { path: paths.reservation, icon: IconCalendarEvent, capability: 'reservations' },
  orderHistory: { path: paths.orderHistory, icon: IconHistory, capability: 'orderHistory' },
  shift: { path: paths.shift, icon: IconClockHour4, capability: 'shifts' },
  favorite: { path: paths.favorite, icon: IconHeart, capability: 'favorites' },
  pendingItem: { path: paths.pendingItem, icon: IconHourglass, capability: 'pendingItems' },
  setStock: { path: paths.setStock, icon: IconPackageOff, capability: 'stock' },
  member: { path: paths.member, icon: IconUsers, capability: 'members' },
  qrMembership: { path: paths.qrMembership, icon: IconUserPlus, capability: 'qrMembership' },
  addMenu: { path: paths.addMenu, icon: IconSquarePlus, capability: 'addMenu' },
  settings: { path: paths.settings, icon: IconSettings, capability: 'settings' },
  deviceList: { path: paths.deviceList, icon: IconPrinter, capability: 'printing' },
  setReceipt: { path: paths.setReceipt, icon: IconReceipt, capability: 'printing' },
  qrCodeSetting: { path: paths.qrCodeSetting, icon: IconQrcode, capability: 'qrCode' },
  localeSetting: { path: paths.localeSetting, icon: IconLanguage, capability: 'settings' },
  testPrint: { path: paths.testPrint, icon: IconAdjustments, capability: 'printing' },
  help: { path: paths.help, icon: IconHelpCircle, capability: 'help' },
} satisfies Record<string, ScreenEntry>;

export type ScreenId = keyof typeof screens;

export function isScreenId(value: string): value is ScreenId {
  return value in screens;
}

/** The rail, top to bottom: daily work in working order, the settings group, then the rest. */
export const mainScreens: ScreenId[] = [
  'menu',
  'add',
  'order',
  'table',
  'reservation',
  'orderHistory',
  'shift',
  'favorite',
  'pendingItem',
  'setStock',
  'member',
  'qrMembership',
  'addMenu',
];

export const settingsScreens: ScreenId[] = ['settings', 'deviceList', 'setReceipt', 'qrCodeSetting', 'localeSetting'];

export const trailingScreens: ScreenId[] = ['testPrint', 'help'];
