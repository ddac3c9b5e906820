import en from './en.json';
import shiftEn from '../features/shift/i18n/en.json';
import menuEn from '../features/menu/i18n/en.json';
import orderEn from '../features/order/i18n/en.json';
import tablesEn from '../features/tables/i18n/en.json';
import printingEn from '../features/printing/i18n/en.json';
import printSettingsEn from '../features/settings/i18n/en.json';
import billsEn from '../features/bills/i18n/en.json';
import promoCheckEn from '../features/promo-check/i18n/en.json';
import paymentEn from '../features/payment/i18n/en.json';
import reportsEn from '../features/reports/i18n/en.json';
import membersEn from '../features/members/i18n/en.json';
import membershipsEn from '../features/memberships/i18n/en.json';
import signUpEn from '../features/signup/i18n/en.json';
import helpEn from '../features/help/i18n/en.json';
import addMenuEn from '../features/add-menu/i18n/en.json';
import selfOrderEn from '../features/self-order/i18n/en.json';
import customerOrdersEn from '../features/customer-orders/i18n/en.json';
import couriersEn from '../features/couriers/i18n/en.json';
import offlineEn from '../features/offline/i18n/en.json';

/**
 * The English catalogue: the shared file plus one file per feature, each feature under its
 * own top-level key. A module of its own so the app loads only the language in use (i18n.ts);
 * a feature adding a file registers it in all three catalog-*.ts (i18n.test.ts checks their parity).
 */
const catalog = { ...en, ...shiftEn, ...menuEn, ...orderEn, ...tablesEn, ...printingEn, ...printSettingsEn, ...billsEn, ...promoCheckEn, ...paymentEn, ...reportsEn, ...membersEn, ...membershipsEn, ...signUpEn, ...helpEn, ...addMenuEn, ...selfOrderEn, ...customerOrdersEn, ...couriersEn, ...offlineEn };
export default catalog;
