import type { BillRequest, CustomerOrder, CustomerOrderLine } from '@kasir/contracts';
import { AppOrderType, CustomerOrderLineStatus, CustomerOrderStatus, OrderStatus } from '@kasir/domain';

export function makeLine(id: number, patch: Partial<CustomerOrderLine> = {}): CustomerOrderLine {
  return { Id: id, OrderProductId: 500 + id, OutletProductId: 10 + id, ProductName: `Product ${id}`, Quantity: 1, Price: 25000, Notes: '', AddOns: [], Status: CustomerOrderLineStatus.PENDING, RejectReason: null, ...patch };
}

export function makeCustomerOrder(id: number, patch: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    Id: id,
    OrderId: 900 + id,
    OrderNo: `A-00${id}`,
    OrderStatus: OrderStatus.PENDING,
    AppOrderType: AppOrderType.DINE_IN,
    Status: CustomerOrderStatus.PENDING,
    IsAddition: false,
    OutletTableId: 7,
    TableName: 'T7',
    AreaName: 'Teras',
    CustomerName: 'Maya',
    PhoneNumber: null,
    Notes: '',
    RejectReason: null,
    Total: 50000,
    CreatedOn: '2026-11-26T03:15:00.000Z',
    DecidedOn: null,
    Lines: [makeLine(id * 10 + 1, { ProductName: 'Es Kopi Susu' }), makeLine(id * 10 + 2, { ProductName: 'Roti Bakar' })],
    ...patch,
  };
}

export const billRequest: BillRequest = { Id: 31, OrderId: 950, OrderNo: 'A-0050', TableNames: ['T3', 'T4'], CreatedOn: '2026-11-26T03:20:00.000Z' };

export const emptyPlan = { body: { data: { Jobs: [], MissingPrinterProducts: [], Message: null } } };
