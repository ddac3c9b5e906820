import { CashFlowType, formatOutletDate } from '@kasir/domain';
import type { OwnerWorld } from '../test-support/second-owner-world.ts';

/**
 * The tables the owner-isolation walk (owner-isolation.integration.test.ts) reads: which entity
 * each path parameter names, a body and a query that pass validation for each route, and the
 * routes that never read the outlet header (the ids carried in bodies and queries are in
 * owner-isolation-foreign-ids.ts). A new route with an id parameter that
 * is not in PATH_ENTITIES fails the walk, so each new route gets its line here.
 */

/** The kinds of ids of an OwnerWorld that a path parameter can name. */
export type EntityKey = { [K in keyof OwnerWorld]: OwnerWorld[K] extends number ? K : never }[keyof OwnerWorld];

/** Path parameters that are not ids of a row (a setting code is text). */
export const NON_ID_PARAMS = new Set(['code']);

/** `METHOD /api/path` → each id parameter → the entity it names. */
export const PATH_ENTITIES: Record<string, Record<string, EntityKey>> = {
  'GET /api/user/:id/getOneUser': { id: 'userId' },
  'GET /api/user/cashiers/:ownerId': { ownerId: 'ownerId' },
  'GET /api/cashiers/:id': { id: 'userId' },
  'PUT /api/cashiers/:id': { id: 'userId' },
  'DELETE /api/cashiers/:id': { id: 'userId' },
  'POST /api/cashiers/:id/resetPinLock': { id: 'userId' },
  'GET /api/shift/:id/getTotalCashInOut': { id: 'shiftId' },
  'GET /api/shift/:id/getShiftTransaction': { id: 'shiftId' },
  'GET /api/outletProduct/outletProductParent/:id': { id: 'productId' },
  'GET /api/outletSubProduct/:id': { id: 'productId' },
  'GET /api/outletCharge/byId/:id': { id: 'chargeId' },
  'GET /api/order/byTable/:id': { id: 'tableId' },
  'GET /api/order/:id': { id: 'orderId' },
  'POST /api/order/:id/addOrderProduct': { id: 'orderId' },
  'POST /api/order/:id/updateCustomerData': { id: 'orderId' },
  'POST /api/order/:id/editPax': { id: 'orderId' },
  'PUT /api/order/:id/updateOrderProduct': { id: 'orderId' },
  'PUT /api/order/:id/deleteOrderProduct': { id: 'orderId' },
  'PUT /api/order/:id/cancel': { id: 'orderId' },
  'PUT /api/customer/changeOrderProduct/:id': { id: 'orderId' },
  'POST /api/order/:id/addFreeOrderProduct': { id: 'orderId' },
  'GET /api/pendingOrderProduct/getByOutletProduct/:id': { id: 'productId' },
  'GET /api/outletTable/:areaId': { areaId: 'areaId' },
  'POST /api/order/:id/changeOrderTable': { id: 'orderId' },
  'POST /api/order/:id/mergeOrderTable': { id: 'orderId' },
  'POST /api/order/:id/addOrderTable': { id: 'orderId' },
  'GET /api/reservation/byTable/:id': { id: 'freeTableId' },
  'GET /api/reservation/:id': { id: 'reservationId' },
  'PUT /api/reservation/:id': { id: 'reservationId' },
  'DELETE /api/reservation/:id': { id: 'reservationId' },
  'POST /api/reservation/save/:id': { id: 'reservationId' },
  'DELETE /api/device/:id': { id: 'deviceId' },
  'DELETE /api/outletReceipt/:id': { id: 'receiptSetId' },
  'POST /api/print/bill/:id': { id: 'orderId' },
  'GET /api/promo/voucher/member/:id': { id: 'memberId' },
  'PUT /api/order/assignPromo/:id': { id: 'orderId' },
  'PUT /api/order/assignVoucher/:id': { id: 'orderId' },
  'PUT /api/order/assignVoucherAndPromo/:id': { id: 'orderId' },
  'GET /api/payment/sendEmail/:id': { id: 'paymentId' },
  'POST /api/payment/:id/terminateOrder': { id: 'orderId' },
  'POST /api/payment/:id/quote': { id: 'orderId' },
  'POST /api/payment/:id': { id: 'orderId' },
  'GET /api/member/:id': { id: 'memberId' },
  'PUT /api/member/:id': { id: 'memberId' },
  'DELETE /api/member/:id': { id: 'memberId' },
  'GET /api/member/:id/getPoint': { id: 'memberId' },
  'GET /api/member/:id/pointHistory': { id: 'memberId' },
  'GET /api/member/:id/timeBalanceHistory': { id: 'memberId' },
  'GET /api/member/:id/getOrderPayment': { id: 'memberId' },
  'GET /api/member/:id/getCurrentTimeBalance': { id: 'memberId' },
  'GET /api/customer/:id/setAsMember': { id: 'memberId' },
  'POST /api/customer/:id/setAsMember': { id: 'memberId' },
  'POST /api/order/:id/split': { id: 'orderId' },
  'POST /api/order/:id/merge': { id: 'orderId' },
  'PUT /api/customer/refund/:id': { id: 'paidOrderId' },
  'GET /api/qr/purchaseMembership/:id': { id: 'purchaseMembershipId' },
  'POST /api/qr/purchaseMembership/:id': { id: 'memberCategoryId' },
  'PUT /api/qr/extendMembership/:id': { id: 'memberId' },
  'PUT /api/qr/paymentMembership/:id': { id: 'purchaseMembershipId' },
  'PUT /api/qr/paymentExtendMembership/:id': { id: 'purchaseMembershipId' },
  'POST /api/qr/applyPromo/:PurchaseMembershipId/:PromoMemberCategoryId': { PurchaseMembershipId: 'purchaseMembershipId', PromoMemberCategoryId: 'promoMemberCategoryId' },
  // The owner's back office (issue 20).
  'POST /api/cashiers/:id/resetPin': { id: 'userId' },
  'GET /api/role/:id': { id: 'roleId' },
  'PUT /api/role/:id': { id: 'roleId' },
  'DELETE /api/role/:id': { id: 'roleId' },
  'GET /api/outlet/:id': { id: 'outletId' },
  'PUT /api/outlet/:id': { id: 'outletId' },
  'PUT /api/outlet/:id/suspend': { id: 'outletId' },
  'GET /api/outlet/:id/orderTypes': { id: 'outletId' },
  'PUT /api/outletOrderType/:id': { id: 'outletOrderTypeId' },
  'GET /api/outlet/:id/settings': { id: 'outletId' },
  'PUT /api/outlet/:id/settings': { id: 'outletId' },
  'PUT /api/helpCenter/:id/read': { id: 'helpMessageId' },
  'GET /api/outlet/:id/areas': { id: 'outletId' },
  'PUT /api/outletArea/:id': { id: 'areaId' },
  'DELETE /api/outletArea/:id': { id: 'areaId' },
  'PUT /api/outletTable/:id': { id: 'freeTableId' },
  'DELETE /api/outletTable/:id': { id: 'freeTableId' },
  'GET /api/outlet/:outletId/paymentMethods': { outletId: 'outletId' },
  'PUT /api/outletPaymentMethod/:id': { id: 'paymentMethodId' },
  'DELETE /api/outletPaymentMethod/:id': { id: 'paymentMethodId' },
  'GET /api/outlet/:outletId/charges': { outletId: 'outletId' },
  'PUT /api/outletCharge/:id': { id: 'chargeId' },
  'DELETE /api/outletCharge/:id': { id: 'chargeId' },
  'DELETE /api/image/:id/delete': { id: 'imageId' },
};

/** The version an order has now (read from the database), so a body passes the stale-version check. */
export type VersionOf = (orderId: number) => Promise<number>;
/** What a body builder may read besides the world: the live order version, an outlet's stored receipt settings. */
export type BodyContext = { version: VersionOf; receiptSettings: (outletId: number) => Promise<unknown> };
type BodyOf = (world: OwnerWorld, context: BodyContext) => Promise<unknown> | unknown;

export const dayAhead = (days: number) => formatOutletDate(new Date(Date.now() + days * 86_400_000), 7);
export const cash = (world: OwnerWorld) => [{ OutletPaymentMethodId: world.paymentMethodId, Amount: 100_000_000 }];
const today = () => `${dayAhead(0)} 00:00:00`;
/** Reports refuse a range that ends after today (outlet time). */
const todayEnd = () => `${dayAhead(0)} 23:59:59`;
export const reportRange = () => `?fromDate=${encodeURIComponent(today())}&toDate=${encodeURIComponent(todayEnd())}`;

/**
 * A body that passes each write route's validation, built from one owner's world: with the
 * other owner's world in the path walk (every id in the request is the victim's), with the
 * caller's own world in the outlet-header walk (only the header names the other owner).
 */
export const VALID_BODIES: Record<string, BodyOf> = {
  'POST /api/user/unlockCashier': () => ({ Username: 'nobody', PIN: '000000' }),
  'PUT /api/cashiers/:id': (w) => ({ Name: 'Renamed', Username: `renamed-${w.ownerId}`, RoleId: w.roleId, OutletIds: [w.outletId] }),
  'POST /api/cashiers': (w) => ({ Name: 'New', Username: `new-${w.ownerId}`, PIN: '987654', RoleId: w.roleId, OutletIds: [w.outletId] }),
  'POST /api/cashiers/:id/resetPinLock': () => ({}),
  'PUT /api/outletSetting': () => [{ Code: 'BROADCAST', Value: 'isolation' }],
  'POST /api/outletSetting/sendBroadcast': () => ({ Message: 'isolation' }),
  'POST /api/errorlogs/insert': () => ({ Message: 'isolation' }),
  'POST /api/shift/startShift': (w) => ({ OutletId: w.outletId, StartCash: 0 }),
  'POST /api/shift/addCashInOut': (w) => ({ ShiftId: w.shiftId, Type: CashFlowType.OUT, Amount: 1_000, Note: 'isolation' }),
  'POST /api/shift/cashInOutHistory': (w) => ({ ShiftId: w.shiftId }),
  'POST /api/shift/endShift': (w) => ({ ShiftId: w.shiftId, EndCash: 0 }),
  'POST /api/shift/passShift': (w) => ({ ShiftId: w.shiftId, EndCash: 0, NextUsername: 'nobody', NextPIN: '000000' }),
  'PUT /api/outletProduct/setStock/cashier': (w) => ({ OutletProductId: w.productId, Quantity: 3, IsSoldOut: true }),
  'PUT /api/subProduct/setStock': (w) => ({ SubProductId: w.subProductId, Quantity: 3, IsSoldOut: true }),
  'POST /api/favoriteProduct/add': (w) => ({ OutletProductId: w.productId }),
  'PUT /api/favoriteProduct/delete': (w) => ({ OutletProductId: w.productId }),
  'POST /api/order': (w) => ({ OutletOrderTypeId: w.outletOrderTypeId, pax: 1, OutletTableIds: [w.freeTableId], OrderProducts: [{ OutletProductId: w.productId, Quantity: 1 }] }),
  'POST /api/order/:id/addOrderProduct': async (w, { version: v }) => ({ Version: await v(w.orderId), OrderProducts: [{ OutletProductId: w.productId, Quantity: 1 }] }),
  'POST /api/order/:id/updateCustomerData': async (w, { version: v }) => ({ Version: await v(w.orderId), CustomerName: 'Renamed' }),
  'POST /api/order/:id/editPax': async (w, { version: v }) => ({ Version: await v(w.orderId), Pax: 5 }),
  'PUT /api/order/:id/updateOrderProduct': async (w, { version: v }) => ({ Version: await v(w.orderId), OrderProductId: w.orderProductId, Quantity: 5 }),
  'PUT /api/order/:id/deleteOrderProduct': async (w, { version: v }) => ({ Version: await v(w.orderId), OrderProductId: w.orderProductId, Quantity: 1, Reason: 'isolation' }),
  'PUT /api/order/:id/cancel': async (w, { version: v }) => ({ Version: await v(w.orderId), Reason: 'isolation' }),
  'PUT /api/customer/changeOrderProduct/:id': async (w, { version: v }) => ({ Version: await v(w.orderId), OrderProductId: w.orderProductId, OutletProductId: w.productId, Notes: 'isolation' }),
  'POST /api/order/:id/addFreeOrderProduct': async (w, { version: v }) => ({ Version: await v(w.orderId), OutletProductId: w.productId, Quantity: 1 }),
  'POST /api/pendingOrderProduct/moveToPending': async (w, { version: v }) => ({ Version: await v(w.orderId), OrderId: w.orderId, OrderProductId: w.orderProductId, Quantity: 1 }),
  'POST /api/pendingOrderProduct/moveToOrder': async (w, { version: v }) => ({ Version: await v(w.orderId), PendingOrderProductId: w.pendingOrderProductId }),
  'POST /api/pendingOrderProduct/voidItem': async (w, { version: v }) => ({ Version: await v(w.orderId), PendingOrderProductId: w.pendingOrderProductId, Reason: 'isolation' }),
  'POST /api/outletTable/updateStatusOutletTable': (w) => ({ OutletTableId: w.freeTableId, Status: 2, Pax: 2 }),
  'POST /api/order/:id/changeOrderTable': (w) => ({ TableId: w.freeTableId }),
  'POST /api/order/:id/mergeOrderTable': (w) => ({ TableIds: [w.freeTableId], ReferenceId: w.tableId }),
  'POST /api/order/:id/addOrderTable': (w) => ({ TableIds: [w.freeTableId] }),
  'POST /api/reservation': (w) => ({ OutletTableId: w.freeTableId, CustomerName: 'Tamu', PhoneNumber: '081200000088', Pax: 2, ReservationDate: dayAhead(9), ReservationTime: '12:00' }),
  'PUT /api/reservation/:id': () => ({ CustomerName: 'Renamed', Pax: 3 }),
  'POST /api/reservation/save/:id': () => ({ Pax: 2 }),
  'POST /api/device': () => ({ Name: 'Isolation', IpAddress: '127.0.0.1:9109' }),
  'PUT /api/device': (w) => ({ Id: w.deviceId, Name: 'Renamed', IpAddress: '127.0.0.1:9109' }),
  'POST /api/outletReceipt': () => ({ SetReceiptId: 1, Name: 'Isolation' }),
  'PUT /api/outletReceipt': (w) => ({ Id: w.receiptSetId, SetReceiptId: 1, Name: 'Renamed' }),
  'PUT /api/outletReceiptSetting': async (w, { receiptSettings }) => receiptSettings(w.outletId),
  'POST /api/print/order': (w) => ({ Id: w.orderId }),
  'POST /api/print/orderV2': (w) => ({ Id: w.orderId }),
  'POST /api/print/orderSent': (w) => ({ Id: w.orderId, JobIds: ['isolation-job'] }),
  'POST /api/print/void': (w) => ({ Id: w.orderId, VoidType: 2 }),
  'POST /api/print/tableChecker': (w) => ({ Id: w.orderId }),
  'POST /api/print/bill/:id': (w) => ({ Id: w.orderId }),
  'POST /api/print/receipt': (w) => ({ Id: w.paidOrderId }),
  'POST /api/print/qrTable': (w) => ({ OutletTableId: w.tableId }),
  'POST /api/print/changeTable': (w) => ({ Id: w.orderId, FromTableIds: [w.freeTableId] }),
  'POST /api/print/shift': (w) => ({ ShiftId: w.shiftId }),
  'POST /api/print/test': (w) => ({ DeviceId: w.deviceId }),
  'POST /api/promo/checkPromo': (w) => ({ Code: w.memberVoucherCode }),
  'PUT /api/order/assignPromo/:id': async (w, { version: v }) => ({ Version: await v(w.orderId), Promos: [{ OutletPromoId: w.promoId }] }),
  'PUT /api/order/assignVoucher/:id': async (w, { version: v }) => ({ Version: await v(w.orderId), Vouchers: [{ MemberVoucherId: w.memberVoucherId, OutletPromoId: w.promoId }] }),
  'PUT /api/order/assignVoucherAndPromo/:id': async (w, { version: v }) => ({ Version: await v(w.orderId), Promos: [{ OutletPromoId: w.promoId }], Vouchers: [] }),
  'PUT /api/payment/changePaymentMethod': (w) => ({ PaymentId: w.paymentId, PaymentDetails: cash(w) }),
  'POST /api/payment/:id/terminateOrder': async (w, { version: v }) => ({ Version: await v(w.orderId) }),
  'POST /api/payment/:id/quote': (w) => ({ PaymentMethodIds: [w.paymentMethodId] }),
  'POST /api/payment/:id': async (w, { version: v }) => ({ Id: w.orderId, Version: await v(w.orderId), PaymentDetails: cash(w) }),
  'POST /api/member': () => ({ Name: 'Anggota', PhoneNumber: '081200000099', MemberId: 'ISO-1', BirthDate: '1990-01-01' }),
  'PUT /api/member/:id': () => ({ Name: 'Renamed', PhoneNumber: '081200000098', MemberId: 'ISO-2', BirthDate: '1990-01-01' }),
  'POST /api/customer/:id/setAsMember': () => ({}),
  'POST /api/customer/registerMemberCard': (w) => ({ Id: w.memberId, MemberCardNo: 'ISO-CARD' }),
  'POST /api/order/:id/split': async (w, { version: v }) => ({ Id: w.orderId, Version: await v(w.orderId), Splits: [{ OrderProducts: [{ OrderProductId: w.orderProductId, Quantity: 1 }] }] }),
  'POST /api/order/:id/merge': async (w, { version: v }) => ({ Id: w.orderId, OrderIds: [w.order2Id], OutletOrderTypeId: w.outletOrderTypeId, Version: await v(w.orderId) }),
  'PUT /api/customer/refund/:id': (w) => ({ OrderProducts: [{ OrderProductId: w.orderProductId, Quantity: 1 }], Reason: 'isolation' }),
  'POST /api/print/summaryReport': () => ({ fromDate: today(), toDate: todayEnd() }),
  'POST /api/print/paymentReport': (w) => ({ shiftId: w.shiftId }),
  'POST /api/qr/purchaseMembership/:id': () => ({ Name: 'Pembeli', PhoneNumber: '081200000097', BirthDate: '1990-01-31' }),
  'PUT /api/qr/extendMembership/:id': () => ({}),
  'PUT /api/qr/paymentMembership/:id': (w) => ({ Id: w.purchaseMembershipId, PaymentDetails: cash(w) }),
  'PUT /api/qr/paymentExtendMembership/:id': (w) => ({ Id: w.purchaseMembershipId, PaymentDetails: cash(w) }),
  'PUT /api/qr/cancelMembership': (w) => ({ Id: w.purchaseMembershipId }),
  'PUT /api/qr/editPaymentMethod': (w) => ({ Id: w.purchaseMembershipId, PaymentDetails: cash(w) }),
  'POST /api/print/membership': (w) => ({ PurchaseMembershipId: w.purchaseMembershipId }),
  'POST /api/print/qrMemberSignUp': (w) => ({ GenerateQRHistoryId: w.generateQrHistoryId }),
  'POST /api/qr/memberSignUp': () => ({ Name: 'Tamu', PhoneNumber: '081200000096', BirthDate: '1990-01-31', token: 'isolation', id: 1 }),
  'POST /api/helpCenter': () => ({ Message: 'isolation' }),
  // The owner's back office (issue 20).
  'POST /api/cashiers/:id/resetPin': () => ({ PIN: '987654' }),
  'POST /api/role': () => ({ Name: 'Isolation', RoleModuleAccesses: [], RoleOtherModules: [], AutomaticStartShift: false, StartShiftTime: null, AutomaticLogoutChasier: false }),
  'PUT /api/role/:id': () => ({ Name: 'Renamed', RoleModuleAccesses: [], RoleOtherModules: [], AutomaticStartShift: false, StartShiftTime: null, AutomaticLogoutChasier: false }),
  'POST /api/outlet': () => ({ Name: 'Isolation', Type: 1 }),
  'PUT /api/outlet/:id': () => ({ Name: 'Renamed' }),
  'PUT /api/outlet/:id/suspend': () => ({ IsSuspend: true }),
  'PUT /api/outletOrderType/:id': () => ({ Name: 'Renamed', IsRounded: false }),
  'PUT /api/outlet/:id/settings': () => [{ Code: 'BROADCAST', Value: 'isolation' }],
  'PUT /api/helpCenter/:id/read': () => ({}),
  'POST /api/outletArea': (w) => ({ OutletId: w.outletId, Name: 'Isolation' }),
  'PUT /api/outletArea/:id': () => ({ Name: 'Renamed' }),
  'POST /api/outletTable': (w) => ({ OutletAreaId: w.areaId, TableName: `ISO-${w.ownerId}`, TableIndex: 99, Position: '10*10', Capacity: 2 }),
  'PUT /api/outletTable/:id': () => ({ TableName: 'Renamed' }),
  'POST /api/outletPaymentMethod': (w) => ({ OutletId: w.outletId, Name: 'Isolation', Type: 1 }),
  'PUT /api/outletPaymentMethod/:id': (w) => ({ OutletId: w.outletId, Name: 'Renamed', Type: 1 }),
  'POST /api/outletCharge': (w) => ({ OutletId: w.outletId, Name: 'Isolation', Type: 1, Amount: 5 }),
  'PUT /api/outletCharge/:id': (w) => ({ OutletId: w.outletId, Name: 'Renamed', Type: 1, Amount: 5 }),
  'POST /api/user/register': () => ({ Name: 'Isolation', Username: 'isolation@example.com', Password: 'isolation1234' }),
  'POST /api/user/login': () => ({ Username: 'nobody@example.com', Password: 'nobody1234' }),
};

/** Query strings a route needs to pass validation. */
export const VALID_QUERIES: Record<string, (world: OwnerWorld) => string> = {
  'GET /api/payment/sendEmail/:id': () => '?email=isolation@example.com',
  'GET /api/report/summarySalesReport': reportRange,
  'GET /api/report/summarySalesCharts': reportRange,
  'GET /api/report/paymentReport': (w) => `?shiftId=${w.shiftId}`,
  'GET /api/report/cashierSummarySalesReport': reportRange,
  'GET /api/order/approvers': () => '?permission=3',
  'GET /api/qr': (w) => `?OrderId=${w.orderId}`,
  'GET /api/outletTable/generateQR': (w) => `?OutletTableId=${w.tableId}`,
  'GET /api/audit': reportRange,
  'GET /api/qr/memberSignUp': () => '?token=isolation&id=1',
};

/**
 * Routes the outlet-header walk never calls, each with why: they end or open sessions, are
 * public, or create what no outlet names yet. Every other route is probed with a malformed
 * header (a route that reads it answers 400 naming `outletid`), and each route that reads it,
 * given another owner's outlet there, must answer 404.
 */
export const HEADER_FREE: Record<string, string> = {
  'GET /api/health': 'public health check',
  'GET /api/user/logoutCashier': 'ends the caller’s own session',
  'GET /api/user/logout': 'ends the caller’s own session',
  'GET /api/user/lockCashier': 'locks the caller’s own session',
  'GET /api/user/checkLockStatus': 'the caller’s own session',
  'POST /api/user/unlockCashier': 'the caller’s own session',
  'GET /api/user/me': 'the caller’s own user',
  'GET /api/outlet/getByUser': 'lists the caller’s own outlets',
  'POST /api/errorlogs/insert': 'a client error report, tied to no outlet',
  'POST /api/user/login': 'signs in: public, before any outlet',
  'POST /api/user/register': 'signs up a new owner: public, before any outlet',
  'GET /api/user/registerStatus': 'public: whether sign-up is open',
  'GET /api/qr/memberSignUp': 'public sign-up page of a QR: its token names the outlet',
  'POST /api/qr/memberSignUp': 'public sign-up page of a QR: its token names the outlet',
  'POST /api/setup/outlet': 'the first-run wizard makes a new outlet of the owner: no outlet to name yet',
  'POST /api/image/upload': 'a multipart upload of the owner’s picture: names no outlet',
};
