import en from './en.json';
import id from './id.json';
import zh from './zh.json';
import shiftEn from '../features/shift/i18n/en.json';
import shiftId from '../features/shift/i18n/id.json';
import shiftZh from '../features/shift/i18n/zh.json';
import menuEn from '../features/menu/i18n/en.json';
import menuId from '../features/menu/i18n/id.json';
import menuZh from '../features/menu/i18n/zh.json';
import orderEn from '../features/order/i18n/en.json';
import orderId from '../features/order/i18n/id.json';
import orderZh from '../features/order/i18n/zh.json';
import tablesEn from '../features/tables/i18n/en.json';
import tablesId from '../features/tables/i18n/id.json';
import tablesZh from '../features/tables/i18n/zh.json';
import printingEn from '../features/printing/i18n/en.json';
import printingId from '../features/printing/i18n/id.json';
import printingZh from '../features/printing/i18n/zh.json';
import printSettingsEn from '../features/settings/i18n/en.json';
import printSettingsId from '../features/settings/i18n/id.json';
import printSettingsZh from '../features/settings/i18n/zh.json';
import billsEn from '../features/bills/i18n/en.json';
import billsId from '../features/bills/i18n/id.json';
import billsZh from '../features/bills/i18n/zh.json';
import promoCheckEn from '../features/promo-check/i18n/en.json';
import promoCheckId from '../features/promo-check/i18n/id.json';
import promoCheckZh from '../features/promo-check/i18n/zh.json';
import paymentEn from '../features/payment/i18n/en.json';
import paymentId from '../features/payment/i18n/id.json';
import paymentZh from '../features/payment/i18n/zh.json';
import reportsEn from '../features/reports/i18n/en.json';
import reportsId from '../features/reports/i18n/id.json';
import reportsZh from '../features/reports/i18n/zh.json';
import membersEn from '../features/members/i18n/en.json';
import membersId from '../features/members/i18n/id.json';
import membersZh from '../features/members/i18n/zh.json';
import membershipsEn from '../features/memberships/i18n/en.json';
import membershipsId from '../features/memberships/i18n/id.json';
import membershipsZh from '../features/memberships/i18n/zh.json';
import signUpEn from '../features/signup/i18n/en.json';
import signUpId from '../features/signup/i18n/id.json';
import signUpZh from '../features/signup/i18n/zh.json';
import helpEn from '../features/help/i18n/en.json';
import helpId from '../features/help/i18n/id.json';
import helpZh from '../features/help/i18n/zh.json';
import addMenuEn from '../features/add-menu/i18n/en.json';
import addMenuId from '../features/add-menu/i18n/id.json';
import addMenuZh from '../features/add-menu/i18n/zh.json';
import selfOrderEn from '../features/self-order/i18n/en.json';
import selfOrderId from '../features/self-order/i18n/id.json';
import selfOrderZh from '../features/self-order/i18n/zh.json';
import customerOrdersEn from '../features/customer-orders/i18n/en.json';
import customerOrdersId from '../features/customer-orders/i18n/id.json';
import customerOrdersZh from '../features/customer-orders/i18n/zh.json';
import couriersEn from '../features/couriers/i18n/en.json';
import couriersId from '../features/couriers/i18n/id.json';
import couriersZh from '../features/couriers/i18n/zh.json';

/**
 * The translations of each language: the shared file plus one file per feature, each feature
 * under its own top-level key, so features translate their screens without touching one file.
 */
export const catalogs = {
  en: { ...en, ...shiftEn, ...menuEn, ...orderEn, ...tablesEn, ...printingEn, ...printSettingsEn, ...billsEn, ...promoCheckEn, ...paymentEn, ...reportsEn, ...membersEn, ...membershipsEn, ...signUpEn, ...helpEn, ...addMenuEn, ...selfOrderEn, ...customerOrdersEn, ...couriersEn },
  id: { ...id, ...shiftId, ...menuId, ...orderId, ...tablesId, ...printingId, ...printSettingsId, ...billsId, ...promoCheckId, ...paymentId, ...reportsId, ...membersId, ...membershipsId, ...signUpId, ...helpId, ...addMenuId, ...selfOrderId, ...customerOrdersId, ...couriersId },
  zh: { ...zh, ...shiftZh, ...menuZh, ...orderZh, ...tablesZh, ...printingZh, ...printSettingsZh, ...billsZh, ...promoCheckZh, ...paymentZh, ...reportsZh, ...membersZh, ...membershipsZh, ...signUpZh, ...helpZh, ...addMenuZh, ...selfOrderZh, ...customerOrdersZh, ...couriersZh },
};
