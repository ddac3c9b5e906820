import type { ComponentType } from 'react';
import {
  IconBuildingStore,
  IconCash,
  IconCategory,
  IconClipboardList,
  IconDiscount,
  IconFileImport,
  IconIdBadge2,
  IconPackages,
  IconSalad,
  IconSoup,
  IconTicket,
  IconHelp,
  IconHome,
  IconLayoutBoard,
  IconPercentage,
  IconShieldLock,
  IconUsers,
  IconWand,
} from '@tabler/icons-react';
import { backOfficePaths } from './backoffice-paths.ts';

export interface BackOfficeNavEntry {
  path: string;
  /** i18n key of the menu label. */
  labelKey: string;
  icon: ComponentType<{ size?: number }>;
}

/** The back office's menu, in the order an owner sets a business up. */
export const backOfficeNav: readonly BackOfficeNavEntry[] = [
  { path: backOfficePaths.root, labelKey: 'backOffice.home', icon: IconHome },
  { path: backOfficePaths.setup, labelKey: 'backOffice.nav.setup', icon: IconWand },
  { path: backOfficePaths.outlets, labelKey: 'backOffice.nav.outlets', icon: IconBuildingStore },
  { path: backOfficePaths.floor, labelKey: 'backOffice.nav.floor', icon: IconLayoutBoard },
  { path: backOfficePaths.staff, labelKey: 'backOffice.nav.staff', icon: IconUsers },
  { path: backOfficePaths.roles, labelKey: 'backOffice.nav.roles', icon: IconShieldLock },
  { path: backOfficePaths.paymentMethods, labelKey: 'backOffice.nav.paymentMethods', icon: IconCash },
  { path: backOfficePaths.charges, labelKey: 'backOffice.nav.charges', icon: IconPercentage },
  { path: backOfficePaths.products, labelKey: 'backOffice.nav.products', icon: IconSoup },
  { path: backOfficePaths.categories, labelKey: 'backOffice.nav.categories', icon: IconCategory },
  { path: backOfficePaths.addOns, labelKey: 'backOffice.nav.addOns', icon: IconSalad },
  { path: backOfficePaths.bundles, labelKey: 'backOffice.nav.bundles', icon: IconPackages },
  { path: backOfficePaths.menuImport, labelKey: 'backOffice.nav.menuImport', icon: IconFileImport },
  { path: backOfficePaths.promos, labelKey: 'backOffice.nav.promos', icon: IconDiscount },
  { path: backOfficePaths.vouchers, labelKey: 'backOffice.nav.vouchers', icon: IconTicket },
  { path: backOfficePaths.memberCategories, labelKey: 'backOffice.nav.memberCategories', icon: IconIdBadge2 },
  { path: backOfficePaths.audit, labelKey: 'backOffice.nav.audit', icon: IconClipboardList },
  { path: backOfficePaths.help, labelKey: 'backOffice.nav.help', icon: IconHelp },
];
