import zh from './zh.json';
import shiftZh from '../features/shift/i18n/zh.json';
import menuZh from '../features/menu/i18n/zh.json';
import orderZh from '../features/order/i18n/zh.json';
import tablesZh from '../features/tables/i18n/zh.json';
import printingZh from '../features/printing/i18n/zh.json';
import printSettingsZh from '../features/settings/i18n/zh.json';
import billsZh from '../features/bills/i18n/zh.json';
import promoCheckZh from '../features/promo-check/i18n/zh.json';
import paymentZh from '../features/payment/i18n/zh.json';
import reportsZh from '../features/reports/i18n/zh.json';
import membersZh from '../features/members/i18n/zh.json';
import membershipsZh from '../features/memberships/i18n/zh.json';
import signUpZh from '../features/signup/i18n/zh.json';
import helpZh from '../features/help/i18n/zh.json';
import addMenuZh from '../features/add-menu/i18n/zh.json';
import selfOrderZh from '../features/self-order/i18n/zh.json';
import customerOrdersZh from '../features/customer-orders/i18n/zh.json';
import couriersZh from '../features/couriers/i18n/zh.json';
import offlineZh from '../features/offline/i18n/zh.json';

/**
 * The Chinese catalogue: the shared file plus one file per feature, each feature under its
 * own top-level key. A module of its own so the app loads only the language in use (i18n.ts);
 * a feature adding a file registers it in all three catalog-*.ts (i18n.test.ts checks their parity).
 */
const catalog = { ...zh, ...shiftZh, ...menuZh, ...orderZh, ...tablesZh, ...printingZh, ...printSettingsZh, ...billsZh, ...promoCheckZh, ...paymentZh, ...reportsZh, ...membersZh, ...membershipsZh, ...signUpZh, ...helpZh, ...addMenuZh, ...selfOrderZh, ...customerOrdersZh, ...couriersZh, ...offlineZh };
export default catalog;
