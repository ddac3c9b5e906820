import { sql, type Kysely } from 'kysely';
import { CashFlowType, OrderAuditAction, OrderProductStatus, OrderProductType, OrderStatus, PaymentMethodTypeCode, PurchaseMembershipType, cashPartsOfRefunds, moneyFromHundredths, sumMoney, toHundredths } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { toNumber } from '../../db/row-numbers.ts';
import { AUDIT_COLUMNS, CASH_FLOW_COLUMNS, MEMBERSHIP_PAYMENT_COLUMNS, OPEN_ORDER_COLUMNS, PAYMENT_COLUMNS, REFUND_COLUMNS, SETTLE_COLUMNS, scopeCondition, type ReportScope } from './report-scope.ts';

/** Every amount below is integer hundredths; counts are whole numbers. */
export type RevenueFigures = { orders: number; pax: number; subtotal: number; discount: number; charges: number; rounding: number; total: number; noSales: number };
export type PaymentMethodFigure = { name: string; isNoSales: boolean; count: number; amount: number };
export type SoldLineFigure = { name: string; category: string; department: string; quantity: number; amount: number };
export type NamedFigure = { name: string; quantity: number; amount: number; payments?: NamedFigure[] };
export type RefundFigures = { count: number; amount: number; cashAmount: number; lines: NamedFigure[] };
export type VoidFigure = { orderNo: string; amount: number };
export type CashFlowFigures = { cashIn: number; cashOut: number };
export type OutstandingFigures = { unpaid: { orders: number; due: number }; partiallyPaid: { orders: number; due: number } };
/** Settled orders per UTC hour ('YYYY-MM-DDTHH'): the charts shift them into outlet time. */
export type HourBucket = { utcHour: string; orders: number; total: number };
/** REVENUE (and VISITOR STAT) with REVENUE.PER SECTION: one read of the settled orders grouped by section. */
export type SalesFigures = { revenue: RevenueFigures; perSection: NamedFigure[] };
/** SOLD PRODUCT (CATEGORY, DEPARTMENT) with COMPLIMENT: one read of the settled orders' lines. */
export type ProductLineFigures = { soldLines: SoldLineFigure[]; compliments: NamedFigure[] };

const NONE = '-';
const FREE_TYPES = [OrderProductType.FREE, OrderProductType.COMPLIMENT];

/**
 * The change a payment detail gives back: a payment's change comes off its first cash line (only
 * cash gives change), so summing `amount - change part` over a payment's lines nets its change once.
 * 'First cash line' is asked as 'a cash line with no cash line before it': for the usual payment
 * of one line that is an index look-up finding nothing, where min() would read the line again.
 */
const changePartOf = (payment: 'payments' | 'paid') =>
  sql<number>`case when ${sql.ref(`${payment}.change`)} > 0 and payment_details.method_type = ${PaymentMethodTypeCode.CASH} and not exists (select 1 from payment_details as earlier_cash where earlier_cash.payment_id = ${sql.ref(`${payment}.id`)} and earlier_cash.id < payment_details.id and earlier_cash.method_type = ${PaymentMethodTypeCode.CASH}) then ${sql.ref(`${payment}.change`)} else 0 end`;

/**
 * The figures of every report (issue 18), one function per section. The summary report, the
 * payment report, the cashier report and the printed shift report all call these, so they
 * cannot disagree. Revenue, products and discounts count settled orders once, at the payment
 * that settled them (a partly paid order counts where it was finished; merged and split
 * originals never settle). Payments, refunds, cash in/out count where they happened.
 */
export function createReportsRepository(db: Kysely<Database>) {
  /** Orders settled in the scope, joined to their settling payment. */
  const settledOrders = (scope: ReportScope) =>
    db
      .selectFrom('payments as settle')
      .innerJoin('orders', 'orders.id', 'settle.order_id')
      .where('settle.outlet_id', '=', scope.outletId)
      .where('settle.order_status', '=', OrderStatus.PAID)
      .where('orders.status', '=', OrderStatus.PAID)
      .where(scopeCondition(scope, SETTLE_COLUMNS));

  const paymentsInScope = (scope: ReportScope) => db.selectFrom('payments').where('payments.outlet_id', '=', scope.outletId).where(scopeCondition(scope, PAYMENT_COLUMNS));

  /** Money taken for memberships in the scope per method, net of change (cash only gives change, off the first cash line). */
  async function membershipPaymentMethods(scope: ReportScope): Promise<PaymentMethodFigure[]> {
    const paid = db.selectFrom('membership_payments').where('membership_payments.outlet_id', '=', scope.outletId).where(scopeCondition(scope, MEMBERSHIP_PAYMENT_COLUMNS));
    const [received, change] = await Promise.all([
      paid
        .innerJoin('membership_payment_details as detail', 'detail.membership_payment_id', 'membership_payments.id')
        .select(['detail.method_name', 'detail.is_no_sales', (eb) => eb.fn.count<number | string>('membership_payments.id').distinct().as('count'), (eb) => eb.fn.sum<number | string>('detail.amount').as('amount')])
        .groupBy(['detail.method_name', 'detail.is_no_sales'])
        .execute(),
      paid
        .innerJoin('membership_payment_details as detail', 'detail.membership_payment_id', 'membership_payments.id')
        .where('membership_payments.change', '>', 0)
        .where('detail.id', '=', (eb) =>
          eb
            .selectFrom('membership_payment_details as first_cash')
            .select((inner) => inner.fn.min('first_cash.id').as('id'))
            .whereRef('first_cash.membership_payment_id', '=', 'membership_payments.id')
            .where('first_cash.method_type', '=', PaymentMethodTypeCode.CASH),
        )
        .select(['detail.method_name', 'detail.is_no_sales', (eb) => eb.fn.sum<number | string>('membership_payments.change').as('change')])
        .groupBy(['detail.method_name', 'detail.is_no_sales'])
        .execute(),
    ]);
    const changeOf = (name: string, isNoSales: number) => toNumber(change.find((row) => row.method_name === name && row.is_no_sales === isNoSales)?.change);
    return received.map((row) => ({ name: row.method_name, isNoSales: row.is_no_sales === 1, count: toNumber(row.count), amount: toNumber(row.amount) - changeOf(row.method_name, row.is_no_sales) }));
  }

  return {
    /**
     * REVENUE, VISITOR STAT and REVENUE.PER SECTION from two reads of the settled orders: their
     * totals per order type (the outlet's sections: Dine In, Take Away …; revenue is the sum of
     * the sections), and their payments per section and method (all their payments, net of
     * change, No Sales methods included, so a section's payments add up to its total), which also
     * give the part paid with No Sales methods. An order whose type row is gone still counts in
     * revenue, as it is in no section.
     */
    async sales(scope: ReportScope): Promise<SalesFigures> {
      const [sections, methods] = await Promise.all([
        settledOrders(scope)
          .leftJoin('outlet_order_types', 'outlet_order_types.id', 'orders.outlet_order_type_id')
          .select([
            'outlet_order_types.name',
            (eb) => eb.fn.countAll<number | string>().as('orders'),
            (eb) => eb.fn.sum<number | string>('orders.pax').as('pax'),
            (eb) => eb.fn.sum<number | string>('orders.subtotal').as('subtotal'),
            (eb) => eb.fn.sum<number | string>('orders.discount_amount').as('discount'),
            (eb) => eb.fn.sum<number | string>('orders.charge_total').as('charges'),
            (eb) => eb.fn.sum<number | string>('orders.rounding').as('rounding'),
            (eb) => eb.fn.sum<number | string>('orders.total').as('total'),
          ])
          .groupBy('outlet_order_types.name')
          .orderBy('outlet_order_types.name')
          .execute(),
        settledOrders(scope)
          .leftJoin('outlet_order_types', 'outlet_order_types.id', 'orders.outlet_order_type_id')
          .innerJoin('payments as paid', 'paid.order_id', 'orders.id')
          .innerJoin('payment_details', 'payment_details.payment_id', 'paid.id')
          .select([
            'outlet_order_types.name as section',
            'payment_details.method_name as method',
            (eb) => eb.fn.count<number | string>('paid.id').distinct().as('count'),
            (eb) => eb.fn.sum<number | string>(sql<number>`payment_details.amount - ${changePartOf('paid')}`).as('amount'),
            (eb) => eb.fn.sum<number | string>(sql<number>`case when payment_details.is_no_sales = 1 then payment_details.amount else 0 end`).as('no_sales'),
          ])
          .groupBy(['outlet_order_types.name', 'payment_details.method_name'])
          .orderBy('payment_details.method_name')
          .execute(),
      ]);
      const sumOf = (column: 'orders' | 'pax' | 'subtotal' | 'discount' | 'charges' | 'rounding' | 'total') => sections.reduce((total, row) => total + toNumber(row[column]), 0);
      return {
        revenue: {
          orders: sumOf('orders'),
          pax: sumOf('pax'),
          subtotal: sumOf('subtotal'),
          discount: sumOf('discount'),
          charges: sumOf('charges'),
          rounding: sumOf('rounding'),
          total: sumOf('total'),
          noSales: methods.reduce((total, row) => total + toNumber(row.no_sales), 0),
        },
        perSection: sections.flatMap((row) =>
          row.name === null
            ? []
            : [
                {
                  name: row.name,
                  quantity: toNumber(row.orders),
                  amount: toNumber(row.total),
                  payments: methods.filter((method) => method.section === row.name).map((method) => ({ name: method.method, quantity: toNumber(method.count), amount: toNumber(method.amount) })),
                },
              ],
        ),
      };
    },

    /**
     * PAYMENT and NO SALES PAYMENT: money taken in the scope per method, net of change (only
     * cash gives change; a payment's change comes off its first cash line), in one read of the
     * scope's payments.
     */
    async paymentMethods(scope: ReportScope): Promise<PaymentMethodFigure[]> {
      const [received, memberships] = await Promise.all([
        paymentsInScope(scope)
          .innerJoin('payment_details', 'payment_details.payment_id', 'payments.id')
          .select([
            'payment_details.method_name',
            'payment_details.is_no_sales',
            (eb) => eb.fn.count<number | string>('payments.id').distinct().as('count'),
            (eb) => eb.fn.sum<number | string>(sql<number>`payment_details.amount - ${changePartOf('payments')}`).as('amount'),
          ])
          .groupBy(['payment_details.method_name', 'payment_details.is_no_sales'])
          .orderBy('payment_details.method_name')
          .execute(),
        membershipPaymentMethods(scope),
      ]);
      const figures = received.map((row) => ({ name: row.method_name, isNoSales: row.is_no_sales === 1, count: toNumber(row.count), amount: toNumber(row.amount) }));
      // Memberships sold (modules/memberships, issue 19) are money taken too: the same drawer, the same methods.
      let isAppended = false;
      for (const row of memberships) {
        const same = figures.find((figure) => figure.name === row.name && figure.isNoSales === row.isNoSales);
        if (same) {
          same.count += row.count;
          same.amount += row.amount;
        } else {
          figures.push(row);
          isAppended = true;
        }
      }
      return isAppended ? figures.sort((left, right) => left.name.localeCompare(right.name)) : figures;
    },

    /**
     * SOLD PRODUCT, CATEGORY, DEPARTMENT and COMPLIMENT from one read of the settled orders'
     * lines, grouped by whether the line is a compliment too: each billed product line (add-ons
     * included, free lines at 0) and bundle is sold; compliments are their own section, at the
     * price they would have cost (add-ons aside), per product in name order.
     */
    async productLines(scope: ReportScope): Promise<ProductLineFigures> {
      const addOns = sql<number>`coalesce((select sum(order_sub_products.price * order_sub_products.quantity) from order_sub_products where order_sub_products.order_product_id = order_products.id), 0)`;
      const unitPrice = sql<number>`coalesce(order_products.price_override, order_products.sell_price)`;
      // A literal, not a parameter: PostgreSQL matches the grouped expression to the selected one by its text.
      const isCompliment = sql<number>`case when order_products.type = ${sql.lit(OrderProductType.COMPLIMENT)} then 1 else 0 end`;
      const lineAmount = sql<number>`case when order_products.type = ${OrderProductType.COMPLIMENT} then order_products.quantity * ${unitPrice} when order_products.is_free = 1 or order_products.type in (${sql.join(FREE_TYPES)}) then 0 else order_products.quantity * (${unitPrice} + ${addOns}) end`;
      // The lines are summed per product first and only those sums meet the catalog (category,
      // department): three lookups per product instead of per line; the sums are the same.
      const perProduct = settledOrders(scope)
        .innerJoin('order_products', 'order_products.order_id', 'orders.id')
        .where('order_products.status', '<>', OrderProductStatus.PENDING)
        .select([
          isCompliment.as('is_compliment'),
          'order_products.product_name as name',
          'order_products.outlet_product_id as product_id',
          (eb) => eb.fn.sum<number | string>('order_products.quantity').as('quantity'),
          (eb) => eb.fn.sum<number | string>(lineAmount).as('amount'),
        ])
        .groupBy([isCompliment, 'order_products.product_name', 'order_products.outlet_product_id']);
      const [products, bundles] = await Promise.all([
        db
          .selectFrom(perProduct.as('lines'))
          .leftJoin('outlet_products', 'outlet_products.id', 'lines.product_id')
          .leftJoin('product_categories', 'product_categories.id', 'outlet_products.product_category_id')
          .leftJoin('departments', 'departments.id', 'product_categories.department_id')
          .select([
            'lines.is_compliment',
            'lines.name',
            'product_categories.name as category',
            'departments.name as department',
            (eb) => eb.fn.sum<number | string>('lines.quantity').as('quantity'),
            (eb) => eb.fn.sum<number | string>('lines.amount').as('amount'),
          ])
          .groupBy(['lines.is_compliment', 'lines.name', 'product_categories.name', 'departments.name'])
          .orderBy('lines.name')
          .execute(),
        settledOrders(scope)
          .innerJoin('order_product_bundles', 'order_product_bundles.order_id', 'orders.id')
          .leftJoin('outlet_product_bundles', 'outlet_product_bundles.id', 'order_product_bundles.outlet_product_bundle_id')
          .leftJoin('product_categories', 'product_categories.id', 'outlet_product_bundles.product_category_id')
          .leftJoin('departments', 'departments.id', 'product_categories.department_id')
          .where('order_product_bundles.status', '<>', OrderProductStatus.PENDING)
          .select([
            'order_product_bundles.name as name',
            'product_categories.name as category',
            'departments.name as department',
            (eb) => eb.fn.sum<number | string>('order_product_bundles.quantity').as('quantity'),
            (eb) => eb.fn.sum<number | string>(sql<number>`order_product_bundles.quantity * order_product_bundles.price`).as('amount'),
          ])
          .groupBy(['order_product_bundles.name', 'product_categories.name', 'departments.name'])
          .execute(),
      ]);
      // Compliments are per product whatever its category; the rows come in the database's name order, which a Map keeps.
      const compliments = new Map<string, NamedFigure>();
      for (const row of products) {
        if (toNumber(row.is_compliment) !== 1) continue;
        const entry = compliments.get(row.name) ?? { name: row.name, quantity: 0, amount: 0 };
        compliments.set(row.name, { name: row.name, quantity: entry.quantity + toNumber(row.quantity), amount: entry.amount + toNumber(row.amount) });
      }
      const soldLines = [...products.filter((row) => toNumber(row.is_compliment) !== 1), ...bundles]
        .map((row) => ({ name: row.name, category: row.category ?? NONE, department: row.department ?? NONE, quantity: toNumber(row.quantity), amount: toNumber(row.amount) }))
        .sort((first, second) => first.name.localeCompare(second.name));
      return { soldLines, compliments: [...compliments.values()] };
    },

    /** DISCOUNT: the promos that gave a discount on settled orders (the rest of the orders' discount is shown as other). */
    async discounts(scope: ReportScope): Promise<NamedFigure[]> {
      const rows = await settledOrders(scope)
        .innerJoin('order_promos', 'order_promos.order_id', 'orders.id')
        .where('order_promos.rejection', 'is', null)
        .where('order_promos.discount', '>', 0)
        .select(['order_promos.promo_name as name', (eb) => eb.fn.countAll<number | string>().as('quantity'), (eb) => eb.fn.sum<number | string>('order_promos.discount').as('amount')])
        .groupBy('order_promos.promo_name')
        .orderBy('order_promos.promo_name')
        .execute();
      return rows.map((row) => ({ name: row.name, quantity: toNumber(row.quantity), amount: toNumber(row.amount) }));
    },

    /**
     * REFUND: refunds made in the scope, per product, and the cash part of them (the order's
     * cash goes back first, domain cashPartsOfRefunds, as the shift's expected cash counts it).
     */
    async refunds(scope: ReportScope): Promise<RefundFigures> {
      const inScope = db.selectFrom('refunds').where('refunds.outlet_id', '=', scope.outletId).where(scopeCondition(scope, REFUND_COLUMNS));
      const [lines, here] = await Promise.all([
        inScope
          .innerJoin('refund_lines', 'refund_lines.refund_id', 'refunds.id')
          .select(['refund_lines.product_name as name', (eb) => eb.fn.sum<number | string>('refund_lines.quantity').as('quantity'), (eb) => eb.fn.sum<number | string>('refund_lines.amount').as('amount')])
          .groupBy('refund_lines.product_name')
          .orderBy('refund_lines.product_name')
          .execute(),
        inScope.select(['refunds.id', 'refunds.order_id', 'refunds.amount']).execute(),
      ]);
      const amount = here.reduce((total, row) => total + toNumber(row.amount), 0);
      if (here.length === 0) return { count: 0, amount: 0, cashAmount: 0, lines: [] };
      const orderIds = [...new Set(here.map((row) => row.order_id))];
      const [ofOrders, received, change] = await Promise.all([
        db.selectFrom('refunds').select(['id', 'order_id', 'amount']).where('order_id', 'in', orderIds).orderBy('id').execute(),
        db
          .selectFrom('payment_details')
          .innerJoin('payments', 'payments.id', 'payment_details.payment_id')
          .select(['payments.order_id', (eb) => eb.fn.sum<number | string>('payment_details.amount').as('total')])
          .where('payments.order_id', 'in', orderIds)
          .where('payment_details.method_type', '=', PaymentMethodTypeCode.CASH)
          .where('payment_details.is_no_sales', '=', 0)
          .groupBy('payments.order_id')
          .execute(),
        db.selectFrom('payments').select(['order_id', (eb) => eb.fn.sum<number | string>('change').as('total')]).where('order_id', 'in', orderIds).groupBy('order_id').execute(),
      ]);
      const hereIds = new Set(here.map((row) => row.id));
      const cashParts = orderIds.flatMap((orderId) => {
        const refundsOfOrder = ofOrders.filter((row) => row.order_id === orderId);
        const netCash = toNumber(received.find((row) => row.order_id === orderId)?.total) - toNumber(change.find((row) => row.order_id === orderId)?.total);
        const parts = cashPartsOfRefunds(moneyFromHundredths(netCash), refundsOfOrder.map((row) => moneyFromHundredths(toNumber(row.amount))));
        return refundsOfOrder.flatMap((row, index) => (hereIds.has(row.id) ? [parts[index]!] : []));
      });
      return {
        count: here.length,
        amount,
        cashAmount: toHundredths(sumMoney(cashParts)),
        lines: lines.map((row) => ({ name: row.name, quantity: toNumber(row.quantity), amount: toNumber(row.amount) })),
      };
    },

    /** VOID CHECK: orders voided in the scope, each with the total it had. */
    async voidedOrders(scope: ReportScope): Promise<VoidFigure[]> {
      const rows = await db
        .selectFrom('order_audits')
        .innerJoin('orders', 'orders.id', 'order_audits.order_id')
        .where('orders.outlet_id', '=', scope.outletId)
        .where('order_audits.action', '=', OrderAuditAction.VOID_ORDER)
        .where('orders.status', '=', OrderStatus.CANCELED)
        .where(scopeCondition(scope, AUDIT_COLUMNS))
        .select(['orders.order_no', 'orders.total'])
        .orderBy('order_audits.id')
        .execute();
      return rows.map((row) => ({ orderNo: row.order_no, amount: toNumber(row.total) }));
    },

    /** CASH IN/OUT: the drawer's cash in and out entries of the scope's shifts at this outlet. */
    async cashFlows(scope: ReportScope): Promise<CashFlowFigures> {
      const rows = await db
        .selectFrom('cash_in_outs')
        .innerJoin('shifts', 'shifts.id', 'cash_in_outs.shift_id')
        .where('shifts.outlet_id', '=', scope.outletId)
        .where(scopeCondition(scope, CASH_FLOW_COLUMNS))
        .select(['cash_in_outs.type', (eb) => eb.fn.sum<number | string>('cash_in_outs.amount').as('amount')])
        .groupBy('cash_in_outs.type')
        .execute();
      const of = (type: number) => toNumber(rows.find((row) => row.type === type)?.amount);
      return { cashIn: of(CashFlowType.IN), cashOut: of(CashFlowType.OUT) };
    },

    /** OUTSTANDING: orders opened in the scope that are still not settled, with what they still owe. */
    async outstanding(scope: ReportScope): Promise<OutstandingFigures> {
      const open = [OrderStatus.ORDERED, OrderStatus.PENDING, OrderStatus.PARTIALLY_PAID];
      const rows = await db
        .selectFrom('orders')
        .where('orders.outlet_id', '=', scope.outletId)
        .where('orders.status', 'in', open)
        .where(scopeCondition(scope, OPEN_ORDER_COLUMNS))
        .select([
          'orders.status',
          (eb) => eb.fn.countAll<number | string>().as('orders'),
          (eb) => eb.fn.sum<number | string>('orders.total').as('total'),
          (eb) => eb.fn.sum<number | string>(sql<number>`coalesce((select sum(payments.total) from payments where payments.order_id = orders.id), 0)`).as('paid'),
        ])
        .groupBy('orders.status')
        .execute();
      const sumOf = (statuses: number[]) => {
        const matching = rows.filter((row) => statuses.includes(row.status));
        return {
          orders: matching.reduce((count, row) => count + toNumber(row.orders), 0),
          due: matching.reduce((total, row) => total + toNumber(row.total) - toNumber(row.paid), 0),
        };
      };
      return { unpaid: sumOf([OrderStatus.ORDERED, OrderStatus.PENDING]), partiallyPaid: sumOf([OrderStatus.PARTIALLY_PAID]) };
    },

    /**
     * MEMBERSHIP: memberships paid in the scope (modules/memberships, issue 19), per category and
     * kind ('Gold (NEW)', 'Silver (EXTEND)'): how many and what they settled.
     */
    async membershipSales(scope: ReportScope): Promise<NamedFigure[]> {
      const rows = await db
        .selectFrom('membership_payments')
        .innerJoin('purchase_memberships', 'purchase_memberships.id', 'membership_payments.purchase_membership_id')
        .innerJoin('member_categories', 'member_categories.id', 'purchase_memberships.member_category_id')
        .where('membership_payments.outlet_id', '=', scope.outletId)
        .where(scopeCondition(scope, MEMBERSHIP_PAYMENT_COLUMNS))
        .select([
          'member_categories.name',
          'purchase_memberships.type',
          (eb) => eb.fn.countAll<number | string>().as('quantity'),
          (eb) => eb.fn.sum<number | string>('membership_payments.total').as('amount'),
        ])
        .groupBy(['member_categories.name', 'purchase_memberships.type'])
        .orderBy('member_categories.name')
        .orderBy('purchase_memberships.type')
        .execute();
      const kind = (type: number) => (type === PurchaseMembershipType.EXTEND ? 'EXTEND' : 'NEW');
      return rows.map((row) => ({ name: `${row.name} (${kind(row.type)})`, quantity: toNumber(row.quantity), amount: toNumber(row.amount) }));
    },

    /** The charts: settled orders per UTC hour ('YYYY-MM-DDTHH', ISO text on both databases). */
    async settledByHour(scope: ReportScope): Promise<HourBucket[]> {
      const hour = sql<string>`substr(settle.created_at, 1, 13)`;
      const rows = await settledOrders(scope)
        .select([hour.as('utc_hour'), (eb) => eb.fn.countAll<number | string>().as('orders'), (eb) => eb.fn.sum<number | string>('orders.total').as('total')])
        .groupBy(hour)
        .execute();
      return rows.map((row) => ({ utcHour: row.utc_hour, orders: toNumber(row.orders), total: toNumber(row.total) }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
