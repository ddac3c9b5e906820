import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderSchema, type CreateOrderBody, type Order } from '@kasir/contracts';
import { http } from '../../../api/http-client.ts';

/** POST /order with its lines; the answer is the saved order with the server's figures. */
export function createOrder(body: CreateOrderBody): Promise<Order> {
  // The server answers 201 Created (200 is accepted too, as for every call).
  return http.post('/order', body, { schema: OrderSchema, successStatuses: [201] });
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Ongoing orders, tables and stock all change with a new order.
    onSuccess: () => client.invalidateQueries(),
  });
}
