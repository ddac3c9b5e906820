import { i18n } from '../../i18n/i18n.ts';
import shellEn from './i18n/en.json';
import shellId from './i18n/id.json';
import shellZh from './i18n/zh.json';
import setupEn from './setup/i18n/en.json';
import setupId from './setup/i18n/id.json';
import setupZh from './setup/i18n/zh.json';
import outletsEn from './outlets/i18n/en.json';
import outletsId from './outlets/i18n/id.json';
import outletsZh from './outlets/i18n/zh.json';
import floorEn from './floor/i18n/en.json';
import floorId from './floor/i18n/id.json';
import floorZh from './floor/i18n/zh.json';
import staffEn from './staff/i18n/en.json';
import staffId from './staff/i18n/id.json';
import staffZh from './staff/i18n/zh.json';
import paymentsEn from './payments/i18n/en.json';
import paymentsId from './payments/i18n/id.json';
import paymentsZh from './payments/i18n/zh.json';
import auditEn from './audit/i18n/en.json';
import auditId from './audit/i18n/id.json';
import auditZh from './audit/i18n/zh.json';
import helpEn from './help/i18n/en.json';
import helpId from './help/i18n/id.json';
import helpZh from './help/i18n/zh.json';
import menuEn from './menu/i18n/en.json';
import menuId from './menu/i18n/id.json';
import menuZh from './menu/i18n/zh.json';
import addOnsEn from './addons/i18n/en.json';
import addOnsId from './addons/i18n/id.json';
import addOnsZh from './addons/i18n/zh.json';
import menuImportEn from './menu-import/i18n/en.json';
import menuImportId from './menu-import/i18n/id.json';
import menuImportZh from './menu-import/i18n/zh.json';
import promosEn from './promos/i18n/en.json';
import promosId from './promos/i18n/id.json';
import promosZh from './promos/i18n/zh.json';

/** The back office's translations: one file per area, each under its own top-level key. */
export const backOfficeCatalogs = {
  en: { ...shellEn, ...setupEn, ...outletsEn, ...floorEn, ...staffEn, ...paymentsEn, ...auditEn, ...helpEn, ...menuEn, ...addOnsEn, ...menuImportEn, ...promosEn },
  id: { ...shellId, ...setupId, ...outletsId, ...floorId, ...staffId, ...paymentsId, ...auditId, ...helpId, ...menuId, ...addOnsId, ...menuImportId, ...promosId },
  zh: { ...shellZh, ...setupZh, ...outletsZh, ...floorZh, ...staffZh, ...paymentsZh, ...auditZh, ...helpZh, ...menuZh, ...addOnsZh, ...menuImportZh, ...promosZh },
};

let isRegistered = false;

/** Adds the back office's strings when its chunk loads, so the cashier bundle never carries them. */
export function registerBackOfficeTranslations(): void {
  if (isRegistered) return;
  isRegistered = true;
  for (const [language, bundle] of Object.entries(backOfficeCatalogs)) {
    i18n.addResourceBundle(language, 'translation', bundle, true, false);
  }
}
