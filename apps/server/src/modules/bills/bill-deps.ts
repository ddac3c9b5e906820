import { SpecMessage } from '@kasir/domain';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { ApprovalsService } from '../orders/approvals.service.ts';
import type { OrderLinesRepository } from '../orders/order-lines.repository.ts';
import type { RunOrderChange } from '../orders/order-write.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { BillsRepository } from './bills.repository.ts';

/** What the split, merge and refund services are built from (bills.module.ts). */
export type BillDeps = Pick<ModuleDeps, 'db' | 'outlets' | 'shifts' | 'broadcaster'> & {
  orders: OrdersRepository;
  lines: OrderLinesRepository;
  bills: BillsRepository;
  approvals: ApprovalsService;
  runChange: RunOrderChange;
};

/** The refusal texts of the bill dialogs: spec §6 merge and split use the with-access variant. */
export const BILL_APPROVAL_TEXTS = {
  SPLIT: { denied: "Sorry, you don't have access to split bill", missingUser: SpecMessage.SELECT_USER_WITH_ACCESS },
  MERGE: { denied: "Sorry, you don't have access to merge bill", missingUser: SpecMessage.SELECT_USER_WITH_ACCESS },
  REFUND: { denied: "Sorry, you don't have access to refund orders", missingUser: SpecMessage.SELECT_USER_WITH_ACCESS },
} as const;
