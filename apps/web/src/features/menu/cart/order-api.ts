import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, OrderSchema, type CreateOrderBody, type Order } from '@kasir/contracts';
import { http } from '../../../api/http-client.ts';
import { printKitchenTickets, printTableChecker } from '../../printing/index.ts';

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

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Ongoing orders, tables and stock all change with a new order. The kitchen and bar tickets
    // go out in the background: a printer that is off never holds up the cashier.
    onSuccess: (order) => {
      void printKitchenTickets(order.Id);
      if (order.OrderTables.length > 0) void printTableChecker(order.Id);
      return client.invalidateQueries();
    },
  });
}
