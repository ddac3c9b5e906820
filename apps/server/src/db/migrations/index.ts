import type { Migration } from 'kysely';
import type { Dialect } from './column-helpers.ts';
import { foundationMigration } from './0001-foundation.ts';
import { shiftsMigration } from './0002-shifts.ts';
import { catalogMigration } from './0003-catalog.ts';
import { floorMigration } from './0004-floor.ts';
import { ordersMigration } from './0005-orders.ts';
import { paymentsMigration } from './0006-payments.ts';
import { printingMigration } from './0007-printing.ts';
import { billsMigration } from './0008-bills.ts';
import { memberMinutesMigration } from './0009-member-minutes.ts';
import { orderLinePendingIndexMigration } from './0010-order-line-pending-index.ts';
import { splitBillShareMigration } from './0011-split-bill-share.ts';
import { printClaimsMigration } from './0012-print-claims.ts';
import { membersMigration } from './0013-members.ts';
import { purchaseMembershipsMigration } from './0014-purchase-memberships.ts';
import { reportIndexesMigration } from './0015-report-indexes.ts';
import { helpMessagesMigration } from './0016-help-messages.ts';
import { outletAdminMigration } from './0017-outlet-admin.ts';
import { floorArchiveMigration } from './0018-floor-archive.ts';
import { roleFlagsMigration } from './0019-role-flags.ts';
import { paymentAdminMigration } from './0020-payment-admin.ts';
import { ownerCatalogMigration } from './0021-owner-catalog.ts';
import { promoAdminMigration } from './0022-promo-admin.ts';
import { cashierAddMenuMigration } from './0023-cashier-add-menu.ts';
import { customerOrdersMigration } from './0024-customer-orders.ts';
import { orderCouriersMigration } from './0025-order-couriers.ts';
import { emailDeliveryMigration } from './0026-email-delivery.ts';
import { offlineSalesMigration } from './0027-offline-sales.ts';
import { backupRunsMigration } from './0028-backup-runs.ts';

/** Every migration, in order; names never change once released. */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundationMigration(dialect),
    '0002-shifts': shiftsMigration(dialect),
    '0003-catalog': catalogMigration(dialect),
    '0004-floor': floorMigration(dialect),
    '0005-orders': ordersMigration(dialect),
    '0006-payments': paymentsMigration(dialect),
    '0007-printing': printingMigration(dialect),
    '0008-bills': billsMigration(dialect),
    '0009-member-minutes': memberMinutesMigration(dialect),
    '0010-order-line-pending-index': orderLinePendingIndexMigration(),
    '0011-split-bill-share': splitBillShareMigration(),
    '0012-print-claims': printClaimsMigration(dialect),
    '0013-members': membersMigration(dialect),
    '0014-purchase-memberships': purchaseMembershipsMigration(dialect),
    '0015-report-indexes': reportIndexesMigration(),
    '0016-help-messages': helpMessagesMigration(dialect),
    '0017-outlet-admin': outletAdminMigration(),
    '0018-floor-archive': floorArchiveMigration(dialect),
    '0019-role-flags': roleFlagsMigration(),
    '0020-payment-admin': paymentAdminMigration(dialect),
    '0021-owner-catalog': ownerCatalogMigration(dialect),
    '0022-promo-admin': promoAdminMigration(dialect),
    '0023-cashier-add-menu': cashierAddMenuMigration(),
    '0024-customer-orders': customerOrdersMigration(dialect),
    '0025-order-couriers': orderCouriersMigration(dialect),
    '0026-email-delivery': emailDeliveryMigration(dialect),
    '0027-offline-sales': offlineSalesMigration(dialect),
    '0028-backup-runs': backupRunsMigration(),
  };
}
