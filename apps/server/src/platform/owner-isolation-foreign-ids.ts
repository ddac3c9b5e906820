import { randomUUID } from 'node:crypto';
import { CashFlowType, derivePrintJobId, offlineSubjectId } from '@kasir/domain';
import type { OwnerWorld } from '../test-support/second-owner-world.ts';
import { cash, dayAhead, reportRange, type VersionOf } from './owner-isolation-tables.ts';

/**
 * Requests whose path is the caller's own (or has no id) and whose body or query carries an id
 * of the other owner: each must be 404, or exactly the 4xx an id that exists nowhere gets (the
 * walk then lists it), so the answer tells nothing about the other owner. `body`/`query` get
 * (mine, theirs); the walk calls them with an id-less "ghost" world for the comparison.
 */
export type ForeignIdCase = {
  route: string;
  label: string;
  pathIds?: (mine: OwnerWorld) => Record<string, number>;
  body?: (mine: OwnerWorld, theirs: OwnerWorld, version: VersionOf) => Promise<unknown> | unknown;
  query?: (mine: OwnerWorld, theirs: OwnerWorld) => string;
};

/** POST /order of a sale taken offline whose one kitchen ticket went to `deviceId`. */
function offlineSaleOn(mine: OwnerWorld, deviceId: number) {
  const ref = randomUUID();
  const jobId = derivePrintJobId({ kind: 'order', subjectId: offlineSubjectId(ref), deviceId, content: 'i0:1:0', copy: 1 });
  return {
    OutletOrderTypeId: mine.outletOrderTypeId,
    pax: 1,
    OrderProducts: [{ OutletProductId: mine.productId, Quantity: 1 }],
    Offline: { Ref: ref, TakenAt: new Date().toISOString(), ProvisionalNumber: 'OFF-1', KitchenJobs: [{ JobId: jobId, DeviceId: deviceId, Lines: [{ Index: 0, Quantity: 1 }] }] },
  };
}

export const FOREIGN_ID_CASES: ForeignIdCase[] = [
  // Orders from customers (issue 22): another owner's order or order line in a body.
  { route: 'POST /api/order/insertTrackerClick', label: 'OrderId', body: (m, t) => ({ OrderId: t.orderId }) },
  { route: 'PUT /api/order/:id/rejectOrderProduct', label: 'OrderProductIds', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ OrderProductIds: [t.orderProductId], Reason: 'x' }) },
  { route: 'POST /api/customer/confirmOrder/:id/', label: 'OrderProductIds', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ OrderProductIds: [t.orderProductId] }) },
  { route: 'POST /api/order', label: 'OutletOrderTypeId', body: (m, t) => ({ OutletOrderTypeId: t.outletOrderTypeId, pax: 1 }) },
  { route: 'POST /api/order', label: 'OutletTableIds', body: (m, t) => ({ OutletOrderTypeId: m.outletOrderTypeId, pax: 1, OutletTableIds: [t.freeTableId] }) },
  { route: 'POST /api/order', label: 'OutletAreaId', body: (m, t) => ({ OutletOrderTypeId: m.outletOrderTypeId, pax: 1, OutletAreaId: t.areaId }) },
  { route: 'POST /api/order', label: 'OutletProductId', body: (m, t) => ({ OutletOrderTypeId: m.outletOrderTypeId, pax: 1, OrderProducts: [{ OutletProductId: t.productId, Quantity: 1 }] }) },
  { route: 'POST /api/order', label: 'OutletProductBundleId', body: (m, t) => ({ OutletOrderTypeId: m.outletOrderTypeId, pax: 1, OrderProductBundles: [{ OutletProductBundleId: t.bundleId, Quantity: 1 }] }) },
  {
    route: 'POST /api/order',
    label: 'SubProductId',
    body: (m, t) => ({ OutletOrderTypeId: m.outletOrderTypeId, pax: 1, OrderProducts: [{ OutletProductId: m.productId, Quantity: 1, OrderSubProducts: [{ SubProductId: t.subProductId, Quantity: 1 }] }] }),
  },
  { route: 'POST /api/order', label: 'MemberId', body: (m, t) => ({ OutletOrderTypeId: m.outletOrderTypeId, pax: 1, MemberId: t.memberId }) },
  // Issue 23: a kitchen ticket printed offline on another owner's printer is refused like a printer that exists nowhere.
  { route: 'POST /api/order', label: 'Offline.KitchenJobs.DeviceId', body: (m, t) => offlineSaleOn(m, t.deviceId) },
  { route: 'POST /api/order/:id/addOrderProduct', label: 'OutletProductId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Version: await v(m.orderId), OrderProducts: [{ OutletProductId: t.productId, Quantity: 1 }] }) },
  { route: 'POST /api/order/:id/updateCustomerData', label: 'MemberId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Version: await v(m.orderId), MemberId: t.memberId }) },
  { route: 'PUT /api/order/:id/updateOrderProduct', label: 'OrderProductId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Version: await v(m.orderId), OrderProductId: t.orderProductId, Quantity: 5 }) },
  { route: 'PUT /api/order/:id/deleteOrderProduct', label: 'OrderProductId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Version: await v(m.orderId), OrderProductId: t.orderProductId, Quantity: 1, Reason: 'x' }) },
  {
    route: 'PUT /api/customer/changeOrderProduct/:id',
    label: 'OutletProductId',
    pathIds: (m) => ({ id: m.orderId }),
    body: async (m, t, v) => ({ Version: await v(m.orderId), OrderProductId: m.orderProductId, OutletProductId: t.productId, Notes: 'x' }),
  },
  { route: 'POST /api/order/:id/addFreeOrderProduct', label: 'OutletProductId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Version: await v(m.orderId), OutletProductId: t.productId, Quantity: 1 }) },
  { route: 'POST /api/pendingOrderProduct/moveToPending', label: 'OrderId', body: async (m, t, v) => ({ Version: await v(t.orderId), OrderId: t.orderId, OrderProductId: t.orderProductId, Quantity: 1 }) },
  { route: 'POST /api/pendingOrderProduct/moveToOrder', label: 'PendingOrderProductId', body: async (m, t, v) => ({ Version: await v(t.orderId), PendingOrderProductId: t.pendingOrderProductId }) },
  { route: 'POST /api/pendingOrderProduct/voidItem', label: 'PendingOrderProductId', body: async (m, t, v) => ({ Version: await v(t.orderId), PendingOrderProductId: t.pendingOrderProductId, Reason: 'x' }) },
  { route: 'POST /api/outletTable/updateStatusOutletTable', label: 'OutletTableId', body: (m, t) => ({ OutletTableId: t.freeTableId, Status: 2, Pax: 2 }) },
  { route: 'GET /api/outletTable/generateQR', label: 'OutletTableId', query: (m, t) => `?OutletTableId=${t.tableId}` },
  { route: 'GET /api/outletTable/generateQR', label: 'OrderId', query: (m, t) => `?OutletTableId=${m.tableId}&OrderId=${t.orderId}` },
  { route: 'POST /api/outletTable/revokeQR', label: 'OutletTableId', body: (m, t) => ({ OutletTableId: t.tableId }) },
  { route: 'POST /api/order/:id/changeOrderTable', label: 'TableId', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ TableId: t.freeTableId }) },
  { route: 'POST /api/order/:id/changeOrderTable', label: 'OutletId', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ OutletId: t.outletId, TableId: t.freeTableId }) },
  { route: 'POST /api/order/:id/mergeOrderTable', label: 'TableIds', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ TableIds: [t.tableId], ReferenceId: m.tableId }) },
  { route: 'POST /api/order/:id/mergeOrderTable', label: 'ReferenceId', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ TableIds: [m.freeTableId], ReferenceId: t.tableId }) },
  { route: 'POST /api/order/:id/addOrderTable', label: 'TableIds', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ TableIds: [t.freeTableId] }) },
  { route: 'POST /api/reservation', label: 'OutletTableId', body: (m, t) => ({ OutletTableId: t.freeTableId, CustomerName: 'Tamu', PhoneNumber: '0812', Pax: 2, ReservationDate: dayAhead(9), ReservationTime: '12:00' }) },
  { route: 'PUT /api/reservation/:id', label: 'OutletTableId', pathIds: (m) => ({ id: m.reservationId }), body: (m, t) => ({ OutletTableId: t.freeTableId }) },
  { route: 'PUT /api/device', label: 'Id', body: (m, t) => ({ Id: t.deviceId, Name: 'Renamed', IpAddress: '127.0.0.1:9109' }) },
  { route: 'PUT /api/outletReceipt', label: 'Id', body: (m, t) => ({ Id: t.receiptSetId, SetReceiptId: 1, Name: 'Renamed' }) },
  { route: 'POST /api/outletReceipt', label: 'DeviceId', body: (m, t) => ({ SetReceiptId: 1, Name: 'Iso', OutletSetReceiptDevices: [{ DeviceId: t.deviceId }] }) },
  { route: 'POST /api/print/order', label: 'Id', body: (m, t) => ({ Id: t.orderId }) },
  { route: 'POST /api/print/orderV2', label: 'Id', body: (m, t) => ({ Id: t.orderId }) },
  { route: 'POST /api/print/orderSent', label: 'Id', body: (m, t) => ({ Id: t.orderId, JobIds: ['x'] }) },
  { route: 'POST /api/print/void', label: 'Id', body: (m, t) => ({ Id: t.orderId, VoidType: 2 }) },
  { route: 'POST /api/print/tableChecker', label: 'Id', body: (m, t) => ({ Id: t.orderId }) },
  { route: 'POST /api/print/receipt', label: 'Id', body: (m, t) => ({ Id: t.paidOrderId }) },
  { route: 'POST /api/print/qrTable', label: 'OutletTableId', body: (m, t) => ({ OutletTableId: t.tableId }) },
  { route: 'POST /api/print/changeTable', label: 'Id', body: (m, t) => ({ Id: t.orderId, FromTableIds: [t.freeTableId] }) },
  { route: 'POST /api/print/shift', label: 'ShiftId', body: (m, t) => ({ ShiftId: t.shiftId }) },
  { route: 'POST /api/print/test', label: 'DeviceId', body: (m, t) => ({ DeviceId: t.deviceId }) },
  { route: 'POST /api/print/paymentReport', label: 'shiftId', body: (m, t) => ({ shiftId: t.shiftId }) },
  { route: 'GET /api/report/paymentReport', label: 'shiftId', query: (m, t) => `?shiftId=${t.shiftId}` },
  { route: 'POST /api/print/membership', label: 'PurchaseMembershipId', body: (m, t) => ({ PurchaseMembershipId: t.purchaseMembershipId }) },
  { route: 'POST /api/print/qrMemberSignUp', label: 'GenerateQRHistoryId', body: (m, t) => ({ GenerateQRHistoryId: t.generateQrHistoryId }) },
  { route: 'POST /api/shift/startShift', label: 'OutletId', body: (m, t) => ({ OutletId: t.outletId, StartCash: 0 }) },
  { route: 'POST /api/shift/addCashInOut', label: 'ShiftId', body: (m, t) => ({ ShiftId: t.shiftId, Type: CashFlowType.OUT, Amount: 1_000, Note: 'x' }) },
  { route: 'POST /api/shift/cashInOutHistory', label: 'ShiftId', body: (m, t) => ({ ShiftId: t.shiftId }) },
  { route: 'POST /api/shift/endShift', label: 'ShiftId', body: (m, t) => ({ ShiftId: t.shiftId, EndCash: 0 }) },
  { route: 'POST /api/shift/passShift', label: 'ShiftId', body: (m, t) => ({ ShiftId: t.shiftId, EndCash: 0, NextUsername: 'budi', NextPIN: '222222' }) },
  { route: 'PUT /api/outletProduct/setStock/cashier', label: 'OutletProductId', body: (m, t) => ({ OutletProductId: t.productId, Quantity: 3, IsSoldOut: true }) },
  { route: 'PUT /api/subProduct/setStock', label: 'SubProductId', body: (m, t) => ({ SubProductId: t.subProductId, Quantity: 3, IsSoldOut: true }) },
  { route: 'POST /api/favoriteProduct/add', label: 'OutletProductId', body: (m, t) => ({ OutletProductId: t.productId }) },
  { route: 'PUT /api/favoriteProduct/delete', label: 'OutletProductId', body: (m, t) => ({ OutletProductId: t.productId }) },
  { route: 'POST /api/promo/checkPromo', label: 'voucher Code', body: (m, t) => ({ Code: t.memberVoucherCode }) },
  { route: 'PUT /api/order/assignPromo/:id', label: 'OutletPromoId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Version: await v(m.orderId), Promos: [{ OutletPromoId: t.promoId }] }) },
  {
    route: 'PUT /api/order/assignVoucher/:id',
    label: 'MemberVoucherId',
    pathIds: (m) => ({ id: m.order2Id }),
    body: async (m, t, v) => ({ Version: await v(m.order2Id), Vouchers: [{ MemberVoucherId: t.memberVoucherId, OutletPromoId: m.promoId }] }),
  },
  { route: 'PUT /api/payment/changePaymentMethod', label: 'PaymentId', body: (m, t) => ({ PaymentId: t.paymentId, PaymentDetails: cash(m) }) },
  { route: 'PUT /api/payment/changePaymentMethod', label: 'OutletPaymentMethodId', body: (m, t) => ({ PaymentId: m.paymentId, PaymentDetails: cash(t) }) },
  { route: 'POST /api/payment/:id/quote', label: 'PaymentMethodIds', pathIds: (m) => ({ id: m.orderId }), body: (m, t) => ({ PaymentMethodIds: [t.paymentMethodId] }) },
  { route: 'POST /api/payment/:id', label: 'OutletPaymentMethodId', pathIds: (m) => ({ id: m.order2Id }), body: async (m, t, v) => ({ Id: m.order2Id, Version: await v(m.order2Id), PaymentDetails: cash(t) }) },
  { route: 'POST /api/payment/:id', label: 'MemberId', pathIds: (m) => ({ id: m.order2Id }), body: async (m, t, v) => ({ Id: m.order2Id, Version: await v(m.order2Id), MemberId: t.memberId, PaymentDetails: cash(m) }) },
  { route: 'POST /api/payment/:id', label: 'OutletPromoId', pathIds: (m) => ({ id: m.order2Id }), body: async (m, t, v) => ({ Id: m.order2Id, Version: await v(m.order2Id), Promos: [{ OutletPromoId: t.promoId }], PaymentDetails: cash(m) }) },
  { route: 'POST /api/member', label: 'MemberCategoryId', body: (m, t) => ({ Name: 'Anggota', PhoneNumber: '0812', MemberId: 'ISO-9', BirthDate: '1990-01-01', MemberCategoryId: t.memberCategoryId }) },
  { route: 'POST /api/customer/registerMemberCard', label: 'Id', body: (m, t) => ({ Id: t.memberId, MemberCardNo: 'ISO-CARD' }) },
  { route: 'POST /api/order/:id/merge', label: 'OrderIds', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Id: m.orderId, OrderIds: [t.order2Id], OutletOrderTypeId: m.outletOrderTypeId, Version: await v(m.orderId) }) },
  { route: 'POST /api/order/:id/merge', label: 'OutletOrderTypeId', pathIds: (m) => ({ id: m.orderId }), body: async (m, t, v) => ({ Id: m.orderId, OrderIds: [m.order2Id], OutletOrderTypeId: t.outletOrderTypeId, Version: await v(m.orderId) }) },
  {
    route: 'POST /api/order/:id/split',
    label: 'OrderProductId',
    pathIds: (m) => ({ id: m.orderId }),
    body: async (m, t, v) => ({ Id: m.orderId, Version: await v(m.orderId), Splits: [{ OrderProducts: [{ OrderProductId: t.orderProductId, Quantity: 1 }] }] }),
  },
  { route: 'PUT /api/customer/refund/:id', label: 'OrderProductId', pathIds: (m) => ({ id: m.paidOrderId }), body: (m, t) => ({ OrderProducts: [{ OrderProductId: t.orderProductId, Quantity: 1 }], Reason: 'x' }) },
  { route: 'PUT /api/qr/cancelMembership', label: 'Id', body: (m, t) => ({ Id: t.purchaseMembershipId }) },
  { route: 'PUT /api/qr/editPaymentMethod', label: 'Id', body: (m, t) => ({ Id: t.purchaseMembershipId, PaymentDetails: cash(m) }) },
  { route: 'PUT /api/qr/paymentMembership/:id', label: 'OutletPaymentMethodId', pathIds: (m) => ({ id: m.purchaseMembershipId }), body: (m, t) => ({ Id: m.purchaseMembershipId, PaymentDetails: cash(t) }) },
  { route: 'PUT /api/qr/extendMembership/:id', label: 'MemberCategoryId', pathIds: (m) => ({ id: m.memberId }), body: (m, t) => ({ MemberCategoryId: t.memberCategoryId }) },
  { route: 'GET /api/memberCategory/generatedQR', label: 'MemberCategoryId', query: (m, t) => `?MemberCategoryId=${t.memberCategoryId}` },
  { route: 'PUT /api/cashiers/:id', label: 'RoleId', pathIds: (m) => ({ id: m.userId }), body: (m, t) => ({ Name: 'Budi', Username: 'budi', RoleId: t.roleId, OutletIds: [m.outletId] }) },
  { route: 'PUT /api/cashiers/:id', label: 'OutletIds', pathIds: (m) => ({ id: m.userId }), body: (m, t) => ({ Name: 'Budi', Username: 'budi', RoleId: m.roleId, OutletIds: [t.outletId] }) },
  { route: 'POST /api/cashiers', label: 'RoleId', body: (m, t) => ({ Name: 'New', Username: 'new-iso', PIN: '987654', RoleId: t.roleId, OutletIds: [m.outletId] }) },
  { route: 'POST /api/cashiers', label: 'OutletIds', body: (m, t) => ({ Name: 'New', Username: 'new-iso', PIN: '987654', RoleId: m.roleId, OutletIds: [t.outletId] }) },
  // The owner's back office (issue 20): ids in bodies.
  { route: 'POST /api/outletArea', label: 'OutletId', body: (m, t) => ({ OutletId: t.outletId, Name: 'Isolation' }) },
  { route: 'POST /api/outletTable', label: 'OutletAreaId', body: (m, t) => ({ OutletAreaId: t.areaId, TableName: 'ISO', TableIndex: 99, Position: '10*10', Capacity: 2 }) },
  { route: 'PUT /api/outletTable/:id', label: 'OutletAreaId', pathIds: (m) => ({ id: m.freeTableId }), body: (m, t) => ({ OutletAreaId: t.areaId }) },
  { route: 'PUT /api/outletTable/:id', label: 'RoomId', pathIds: (m) => ({ id: m.freeTableId }), body: (m, t) => ({ RoomId: t.tableId }) },
  { route: 'POST /api/outletPaymentMethod', label: 'OutletId', body: (m, t) => ({ OutletId: t.outletId, Name: 'Isolation', Type: 1 }) },
  { route: 'POST /api/outletPaymentMethod', label: 'ImageId', body: (m, t) => ({ OutletId: m.outletId, Name: 'Isolation', Type: 1, ImageId: t.imageId }) },
  { route: 'PUT /api/outletPaymentMethod/:id', label: 'OutletId', pathIds: (m) => ({ id: m.paymentMethodId }), body: (m, t) => ({ OutletId: t.outletId, Name: 'Renamed', Type: 1 }) },
  { route: 'PUT /api/outletPaymentMethod/:id', label: 'ImageId', pathIds: (m) => ({ id: m.paymentMethodId }), body: (m, t) => ({ OutletId: m.outletId, Name: 'Cash', Type: 1, ImageId: t.imageId }) },
  { route: 'POST /api/outletCharge', label: 'OutletId', body: (m, t) => ({ OutletId: t.outletId, Name: 'Isolation', Type: 1, Amount: 5 }) },
  { route: 'POST /api/outletCharge', label: 'OrderTypeIds', body: (m, t) => ({ OutletId: m.outletId, Name: 'Isolation', Type: 1, Amount: 5, OrderTypeIds: [t.outletOrderTypeId] }) },
  { route: 'PUT /api/outletCharge/:id', label: 'OutletId', pathIds: (m) => ({ id: m.chargeId }), body: (m, t) => ({ OutletId: t.outletId, Name: 'Renamed', Type: 1, Amount: 5 }) },
  { route: 'PUT /api/outletCharge/:id', label: 'OrderTypeIds', pathIds: (m) => ({ id: m.chargeId }), body: (m, t) => ({ OutletId: m.outletId, Name: 'Renamed', Type: 1, Amount: 5, OrderTypeIds: [t.outletOrderTypeId] }) },
  { route: 'PUT /api/outletOrderType/:id', label: 'OutletChargeIds', pathIds: (m) => ({ id: m.outletOrderTypeId }), body: (m, t) => ({ OutletChargeIds: [t.chargeId] }) },
  // The till's /cashier/add-menu (issue 21): the owner's product and this outlet's category.
  { route: 'POST /api/outletProduct', label: 'ProductId', body: (m, t) => ({ ProductId: t.catalogProductId, ProductCategoryId: m.categoryId, SellPrice: 1000 }) },
  { route: 'POST /api/outletProduct', label: 'ProductCategoryId', body: (m, t) => ({ ProductId: m.catalogProductId, ProductCategoryId: t.categoryId, SellPrice: 1000 }) },
  { route: 'GET /api/audit', label: 'outletId', query: (m, t) => `${reportRange()}&outletId=${t.outletId}` },
  { route: 'GET /api/qr', label: 'OrderId', query: (m, t) => `?OrderId=${t.orderId}` },
  // Couriers (issue 22): a driver's photo is an image of the owner.
  { route: 'POST /api/courierDriver', label: 'ImageId', body: (m, t) => ({ Name: 'Isolation', PhoneNumber: '0812', ImageId: t.imageId }) },
];
