import type { Me, Order, OrderSummary } from '@kasir/contracts';
import { OtherPermission, OrderStatus } from '@kasir/domain';
import { cashierAni, meAni } from '../../test/fixtures.ts';
import { dineInOrder, orderProduct } from '../order/test-orders.ts';

/** Ani with the bill permissions of the demo data: split bill carries UsePin, merge and refund do not unless told. */
export function meWithBillGrants(grants: Array<{ OtherModuleId: number; UsePin: boolean }>): Me {
  const role = cashierAni.UserRole;
  if (!role) throw new Error('fixture has a role');
  return {
    ...meAni,
    User: {
      ...cashierAni,
      UserRole: { ...role, Role: { ...role.Role, RoleOtherModules: [{ OtherModuleId: OtherPermission.ADD_ORDER, UsePin: false }, ...grants] } },
    },
  };
}

/** Order 1 with three lines: 2 Es Kopi Susu, 3 Americano and a Paket Sarapan bundle. */
export function threeLineOrder(overrides: Partial<Order> = {}): Order {
  const base = dineInOrder();
  return dineInOrder({
    OrderProducts: [...base.OrderProducts, orderProduct({ Id: 12, ProductName: 'Americano', Quantity: 3, Price: 20000, UnitPrice: 20000, Total: 60000 })],
    SubTotal: 154000,
    ...overrides,
  });
}

export function orderSummary(id: number, total: number): OrderSummary {
  return {
    Id: id,
    OrderNo: `KS-231126-000${id}`,
    Version: 1,
    Status: OrderStatus.ORDERED,
    StepProcess: 1,
    OrderTypeId: 1,
    OutletOrderTypeId: 1,
    Pax: 1,
    CustomerName: null,
    OutletTableIds: [3],
    SubTotal: total,
    Total: total,
    CreatedOn: '2026-11-23T04:00:00.000Z',
    UpdatedOn: '2026-11-23T04:00:00.000Z',
    OrderedByName: 'Ani',
  };
}
