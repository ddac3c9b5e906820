import { useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OfflineKitchenJob, OutletProduct, OutletReceipt } from '@kasir/contracts';
import { useSessionStore, type FilledTable } from '../session/session-store.ts';
import type { CartData } from '../menu/cart/cart-store.ts';
import { catalogQueryKeys } from '../menu/catalog/catalog-api.ts';
import { printingQueryKeys } from '../printing/plan-api.ts';
import { kitchenLinesFromCart, printOfflineKitchenTickets, type OfflineKitchenInput, type OfflineRoutingFacts } from './offline-kitchen.ts';
import { enqueueOfflineSale, nextProvisionalNumber, updateSale } from './outbox.ts';
import type { OfflineCashPayment, OfflineSale } from './offline-sale.ts';
import { buildOfflineOrderBody, moneyText, withKitchenJobs } from './offline-sale-builder.ts';
import type { Money } from '@kasir/domain';

/** What the cart hands over to take one sale offline. */
export interface OfflineSaleRequest {
  cart: CartData;
  orderTypeId: number;
  orderTypeName: string;
  tables: readonly FilledTable[];
  total: Money;
  /** Null: a dine-in order saved to pay later. */
  cash: OfflineCashPayment | null;
  /** The key of the online save that got no answer, when the sale fell back to offline after it. */
  orderRequestKey?: string;
}

/** The cached menu's category and department of each product: the kitchen routes by them. */
function routingFromCache(client: QueryClient, outletId: number): Map<number, OfflineRoutingFacts> {
  const products = client.getQueryData<OutletProduct[]>(catalogQueryKeys.products(outletId)) ?? [];
  return new Map(products.filter((product) => !product.IsBundle).map((product) => [product.Id, { categoryId: product.ProductCategoryId, departmentId: product.DepartmentId }]));
}

/**
 * One offline sale, from the cart to the outbox to the kitchen. The sale is written to the
 * outbox BEFORE anything prints, then updated with the tickets the agent accepted: a tab that
 * dies mid-print loses no sale, and the job ids (from the Ref) make a reprint harmless.
 * `ref` is made once per dialog: a doubled tap, or Pay pressed again after a failure, can
 * never make two sales.
 */
export function useOfflineSale() {
  const client = useQueryClient();
  const outlet = useSessionStore((state) => state.outlet);
  const cashierName = useSessionStore((state) => state.cashier?.Name ?? '');
  const [isWorking, setIsWorking] = useState(false);
  const working = useRef(false);

  const sell = async (request: OfflineSaleRequest, ref: string): Promise<{ sale: OfflineSale; kitchenJobs: OfflineKitchenJob[] } | null> => {
    // A ref guard, not only a disabled button: two taps inside one frame both reach here.
    if (working.current || !outlet) return null;
    working.current = true;
    setIsWorking(true);
    try {
      const takenAt = new Date().toISOString();
      const provisionalNumber = await nextProvisionalNumber(outlet.Id);
      const order = buildOfflineOrderBody(request.cart, { orderTypeId: request.orderTypeId, tables: request.tables }, { ref, takenAt, provisionalNumber, kitchenJobs: [] });
      await enqueueOfflineSale({
        ref,
        takenAt,
        provisionalNumber,
        outletId: outlet.Id,
        order,
        cash: request.cash,
        total: moneyText(request.total),
        kitchenJobs: [],
        // Held back from the sync until its tickets are recorded below, so the server gets its KitchenJobs.
        kitchenPending: true,
        ...(request.orderRequestKey === undefined ? {} : { orderRequestKey: request.orderRequestKey }),
      });
      const kitchen: OfflineKitchenInput = {
        ref,
        lines: kitchenLinesFromCart(request.cart.lines),
        routing: routingFromCache(client, outlet.Id),
        outlet: { timeZoneHours: outlet.TimeZone, isPrinterV2: outlet.IsPrinterV2 },
        orderTypeName: request.orderTypeName,
        pax: request.cart.pax,
        customerName: request.cart.customer.CustomerName.trim() || null,
        tableNames: request.tables.map((table) => table.TableName),
        areaId: request.tables[0]?.OutletAreaId ?? null,
        areaName: request.tables[0]?.OutletAreaName ?? null,
        cashierName,
        takenAt,
        provisionalNumber,
        printSets: client.getQueryData<OutletReceipt[]>(printingQueryKeys.printSets) ?? [],
      };
      const kitchenJobs = await printOfflineKitchenTickets(kitchen);
      // The jobs go into the body too: the server counts those lines as sent and never prints them again.
      const printed = await updateSale(ref, kitchenJobs.length > 0 ? { kitchenJobs, order: withKitchenJobs(order, kitchenJobs), kitchenPending: false } : { kitchenPending: false });
      return { sale: printed, kitchenJobs };
    } finally {
      working.current = false;
      setIsWorking(false);
    }
  };

  return { sell, isWorking };
}
