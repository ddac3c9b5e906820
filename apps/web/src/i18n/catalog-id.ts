import id from './id.json';
import shiftId from '../features/shift/i18n/id.json';
import menuId from '../features/menu/i18n/id.json';
import orderId from '../features/order/i18n/id.json';
import tablesId from '../features/tables/i18n/id.json';
import printingId from '../features/printing/i18n/id.json';
import printSettingsId from '../features/settings/i18n/id.json';
import billsId from '../features/bills/i18n/id.json';
import promoCheckId from '../features/promo-check/i18n/id.json';
import paymentId from '../features/payment/i18n/id.json';
import reportsId from '../features/reports/i18n/id.json';
import membersId from '../features/members/i18n/id.json';
import membershipsId from '../features/memberships/i18n/id.json';
import signUpId from '../features/signup/i18n/id.json';
import helpId from '../features/help/i18n/id.json';
import addMenuId from '../features/add-menu/i18n/id.json';
import selfOrderId from '../features/self-order/i18n/id.json';
import customerOrdersId from '../features/customer-orders/i18n/id.json';
import couriersId from '../features/couriers/i18n/id.json';
import offlineId from '../features/offline/i18n/id.json';

/**
 * The Indonesian catalogue: the shared file plus one file per feature, each feature under its
 * own top-level key. A module of its own so the app loads only the language in use (i18n.ts);
 * a feature adding a file registers it in all three catalog-*.ts (i18n.test.ts checks their parity).
 */
const catalog = { ...id, ...shiftId, ...menuId, ...orderId, ...tablesId, ...printingId, ...printSettingsId, ...billsId, ...promoCheckId, ...paymentId, ...reportsId, ...membersId, ...membershipsId, ...signUpId, ...helpId, ...addMenuId, ...selfOrderId, ...customerOrdersId, ...couriersId, ...offlineId };
export default catalog;
