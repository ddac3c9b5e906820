import { ServerEvent, type CustomerNewOrderEvent, type CustomerRequestBillEvent } from '@kasir/contracts';
import { SpecMessage, TOAST_APP_ORDER_TIMEOUT_MS, TOAST_BILL_REQUEST_TIMEOUT_MS } from '@kasir/domain';
import { queryClient } from '../../api/query-client.ts';
import { useServerEvent } from '../../api/socket-client.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { toast } from '../../shared/ui/toast.ts';
import { customerOrderKeys } from './api.ts';
import { placementLabel } from './order-labels.ts';

/** "#A-0012 · T1, T2 · (Baru) · Maya": what the notice says under its title. */
export function newOrderNoticeText(event: CustomerNewOrderEvent): string {
  return [event.OrderNo, event.TableNames.join(', '), translateMessage(placementLabel(event)), event.CustomerName].filter((part) => part !== '').join(' · ');
}

export function billRequestNoticeText(event: CustomerRequestBillEvent): string {
  return [event.OrderNo, event.TableNames.join(', ')].filter((part) => part !== '').join(' · ');
}

function refreshCustomerOrders(): void {
  void queryClient.invalidateQueries({ queryKey: customerOrderKeys.all });
}

/**
 * Spec §7/§8/§9: a phone placed an order or asked for the bill — a 10 s notice on every
 * terminal of the outlet, and the customer-order list refetched. A decision on another
 * terminal (customer:confirmedOrder, order:changed) refreshes the list too. A missed event
 * (sequence gap, reconnect) refetches every query already (api/socket-client.ts).
 */
export function useCustomerOrderEvents(): void {
  const onNewOrder = (event: CustomerNewOrderEvent) => {
    toast.info(newOrderNoticeText(event), { title: translateMessage(SpecMessage.NEW_ORDER_FROM_APPS), timeoutMs: TOAST_APP_ORDER_TIMEOUT_MS });
    refreshCustomerOrders();
  };
  useServerEvent(ServerEvent.CUSTOMER_NEW_ORDER, onNewOrder);
  useServerEvent(ServerEvent.CUSTOMER_ONLINE_ORDER, onNewOrder);
  useServerEvent(ServerEvent.CUSTOMER_REQUEST_BILL, (event) => {
    toast.info(billRequestNoticeText(event), { title: translateMessage(SpecMessage.BILL_REQUEST), timeoutMs: TOAST_BILL_REQUEST_TIMEOUT_MS });
    refreshCustomerOrders();
  });
  useServerEvent(ServerEvent.CUSTOMER_CONFIRMED_ORDER, refreshCustomerOrders);
  useServerEvent(ServerEvent.ORDER_CHANGED, refreshCustomerOrders);
}
