import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, OrderSchema, type AddOrderProductBody, type CreateOrderBody, type Order } from '@kasir/contracts';
import { ApiError, http } from '../../../api/http-client.ts';
import { printKitchenTickets, printTableChecker } from '../../printing/index.ts';
import { autoPrintTableQr } from '../../tables/auto-print-qr.ts';

export interface CreateOrderRequest {
  body: CreateOrderBody;
  /** saveRequestKey(cartId, body): a repeat of the same save answers the first order. */
  requestKey: string;
}

/** POST /order with its lines; the answer is the saved order with the server's figures. */
export function createOrder({ body, requestKey }: CreateOrderRequest): Promise<Order> {
  // The server answers 201 Created (200 is accepted too, as for every call).
  return http.post('/order', body, { schema: OrderSchema, successStatuses: [201], headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } });
}

/** Gateway statuses a proxy answers while the server behind it is down. */
const GATEWAY_DOWN_STATUSES: readonly number[] = [502, 503, 504];

/**
 * The save never got an answer from the server (no connection, or a proxy saying it is down),
 * as opposed to the server refusing it: issue 23's cart then takes the offline path.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || GATEWAY_DOWN_STATUSES.includes(error.status));
}

export interface AddOrderProductsRequest {
  orderId: number;
  /** toAddOrderProductBody: its Version makes a repeated save a 409, never a second add. */
  body: AddOrderProductBody;
}

/** POST /order/{id}/addOrderProduct: the cart's lines join a saved order; the answer is that order. */
export function addOrderProducts({ orderId, body }: AddOrderProductsRequest): Promise<Order> {
  return http.post(`/order/${orderId}/addOrderProduct`, body, { schema: OrderSchema });
}

/**
 * The kitchen and bar tickets of the lines just saved, in the background: a printer that is off
 * never holds up the cashier. The server's plan answers only lines not yet sent, so after an
 * add the lines already in the kitchen are not printed again.
 */
function printNewLines(order: Order): void {
  void printKitchenTickets(order.Id);
  if (order.OrderTables.length > 0) void printTableChecker(order.Id);
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Ongoing orders, tables and stock all change with a new order.
    onSuccess: (order) => {
      printNewLines(order);
      // Issue 22: AUTO_PRINT_QR_TABLE prints the seated table's QR slip once.
      void autoPrintTableQr(order);
      return client.invalidateQueries();
    },
  });
}

export function useAddOrderProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addOrderProducts,
    // As after a new order: the same tickets, and every view of orders, tables and stock refreshed.
    onSuccess: (order) => {
      printNewLines(order);
      return client.invalidateQueries();
    },
  });
}
