import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Me, Order } from '@kasir/contracts';
import { OtherPermission } from '@kasir/domain';
import { paths } from '../../app/router.tsx';
import type { MockHandler, MockResponse } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, SLOW } from '../order/order-test-support.ts';
import { meWithoutPins } from '../order/test-orders.ts';
import { offeredPromos, paymentMethods, paymentMethodTypes } from './test-payments.ts';

type User = ReturnType<typeof userEvent.setup>;

/** Ani with every order right and these extra grants. */
export function meWith(grants: Array<{ OtherModuleId: number; UsePin: boolean }>): Me {
  const user = meWithoutPins.User;
  if (!user?.UserRole) throw new Error('fixture has a role');
  return { ...meWithoutPins, User: { ...user, UserRole: { ...user.UserRole, Role: { ...user.UserRole.Role, RoleOtherModules: [...user.UserRole.Role.RoleOtherModules, ...grants] } } } };
}

/** Ani allowed to take payments (permission 9). */
export const payer: Me = meWith([{ OtherModuleId: OtherPermission.PAYMENT, UsePin: false }]);

/** The shell and order calls plus the payment dialog's: order 1 is `order`; `extra` overrides. */
export function mockPaymentServer(order: Order, extra: Record<string, MockHandler | MockResponse> = {}) {
  return mockOrderServer({
    'GET /api/order/1': { body: { data: order } },
    'GET /api/order/ongoing': { body: { data: [order] } },
    'GET /api/outletPaymentMethod/': { body: { data: paymentMethods } },
    'GET /api/paymentMethodType': { body: { data: paymentMethodTypes } },
    'GET /api/outletSetting/outlet/ROUNDING': { body: { data: null } },
    'GET /api/outletPromo/active': { body: { data: offeredPromos } },
    'GET /api/member/3/getPoint': { body: { data: { MemberId: 3, Point: 12500, SavedMinutes: 120 } } },
    ...extra,
  });
}

/** The order screen on order 1, then its Pay button: answers the summary panel. */
export async function openPayment(user: User): Promise<HTMLElement> {
  renderApp(`${paths.order}?orderId=1`);
  await user.click(await screen.findByTestId('open-payment', {}, SLOW));
  return screen.findByTestId('payment-summary', {}, SLOW);
}

/** Chooses a method and, unless null, types the digits with the keyboard after Clear; then OK. */
export async function chooseAmount(user: User, methodTestId: string, digits: string | null): Promise<void> {
  await user.click(screen.getByTestId(methodTestId));
  const keypad = await screen.findByTestId('payment-keypad');
  if (digits !== null) {
    await user.click(within(keypad).getByTestId('keypad-clear'));
    for (const digit of digits) await user.keyboard(digit);
  }
  await user.click(within(keypad).getByTestId('keypad-ok'));
}
