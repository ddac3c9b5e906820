export { CustomerOrdersButton } from './CustomerOrdersButton.tsx';
export { useCustomerOrderEvents } from './use-customer-order-events.ts';
