import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CourierDriverSchema, OrderCourierSchema, type CourierDriver, type CourierDriverBody, type OrderCourier } from '@kasir/contracts';
import type { CourierStatusValue } from '@kasir/domain';
import { http } from '../../api/http-client.ts';

/**
 * The cashier's courier calls (docs/couriers.md): the spec's GET /order/orderCourier/{id} and
 * our request / assign / status / driver calls of the built-in MANUAL provider.
 */
export const courierKeys = {
  all: ['couriers'] as const,
  ofOrder: (orderId: number) => ['couriers', 'order', orderId] as const,
  drivers: ['couriers', 'drivers'] as const,
};

export function fetchOrderCourier(orderId: number): Promise<OrderCourier | null> {
  return http.get(`/order/orderCourier/${orderId}`, { schema: OrderCourierSchema.nullable() });
}

export function useOrderCourier(orderId: number) {
  return useQuery({ queryKey: courierKeys.ofOrder(orderId), queryFn: () => fetchOrderCourier(orderId) });
}

export function useCourierDrivers(enabled: boolean) {
  return useQuery({ queryKey: courierKeys.drivers, queryFn: () => http.get('/courierDriver', { schema: CourierDriverSchema.array() }), enabled });
}

/**
 * POST /order/insertTrackerClick {OrderId} when the tracking opens (spec §7). Another part of the
 * product answers it; a terminal whose server does not know it yet must still show the tracking.
 */
export async function recordTrackerClick(orderId: number): Promise<void> {
  try {
    await http.post('/order/insertTrackerClick', { OrderId: orderId }, { successStatuses: [201] });
  } catch {
    // Counting clicks is not the cashier's concern: the dialog works without it.
  }
}

type CourierAction =
  | { kind: 'request' }
  | { kind: 'assign'; driverId: number }
  | { kind: 'move'; from: CourierStatusValue; to: CourierStatusValue };

function runCourierAction(orderId: number, action: CourierAction): Promise<OrderCourier> {
  const schema = OrderCourierSchema;
  if (action.kind === 'request') return http.post(`/order/orderCourier/${orderId}/request`, {}, { schema });
  if (action.kind === 'assign') return http.put(`/order/orderCourier/${orderId}/assign`, { DriverId: action.driverId }, { schema });
  // From is what this screen shows: a doubled tap finds the courier already moved and moves nothing.
  return http.put(`/order/orderCourier/${orderId}/status`, { From: action.from, To: action.to }, { schema });
}

export function useCourierAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CourierAction) => runCourierAction(orderId, action),
    onSuccess: (courier) => {
      queryClient.setQueryData(courierKeys.ofOrder(orderId), courier);
      // The order's step may have moved (picked up → on the way, delivered → done).
      void queryClient.invalidateQueries({ queryKey: ['order'] });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: courierKeys.ofOrder(orderId) }),
  });
}

export function useAddDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierDriverBody) => http.post<CourierDriver>('/courierDriver', body, { schema: CourierDriverSchema, successStatuses: [201] }),
    onSuccess: (driver) => {
      // The picker selects the new driver at once: put them in the list before the refetch answers.
      queryClient.setQueryData<CourierDriver[]>(courierKeys.drivers, (list) => (list === undefined ? [driver] : [...list.filter((item) => item.Id !== driver.Id), driver]));
      void queryClient.invalidateQueries({ queryKey: courierKeys.drivers });
    },
  });
}
