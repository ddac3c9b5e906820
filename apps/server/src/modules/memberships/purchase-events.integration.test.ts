import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { PurchaseMembershipStatus, PurchaseMembershipType } from '@kasir/domain';
import { ServerEvent, type GenerateQrHistory, type MemberSignUpResult, type PurchaseMembershipChangedEvent } from '@kasir/contracts';
import { createTerminals, staysSilent } from '../../test-support/terminals.ts';
import { openMembershipTestbed, type MembershipTestbed } from '../../test-support/membership-testbed.ts';

let bed: MembershipTestbed;
let other: Socket;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openMembershipTestbed();
  const url = await bed.server.listen();
  // Budi's terminal at the same outlet: it never calls anything, it only listens.
  other = await terminals.open(url, bed.budiToken, bed.outlet);
});
afterAll(async () => {
  terminals.closeAll();
  await bed.server.stop();
});

/** The next purchaseMembership:changed for this purchase and status on Budi's terminal. */
const announced = (matches: (event: PurchaseMembershipChangedEvent) => boolean) =>
  new Promise<PurchaseMembershipChangedEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no purchaseMembership:changed within 2 s')), 2000);
    const listener = (event: PurchaseMembershipChangedEvent) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      other.off(ServerEvent.PURCHASE_MEMBERSHIP_CHANGED, listener);
      resolve(event);
    };
    other.on(ServerEvent.PURCHASE_MEMBERSHIP_CHANGED, listener);
  });

describe('purchaseMembership:changed reaches the other terminals of the outlet', () => {
  it('when a phone sign-up makes a purchase and when the cashier pays it', async () => {
    const qr = (await bed.budiAsSupervisor('GET', '/memberCategory/generatedQR')).json().data as GenerateQrHistory;
    const pending = announced((event) => event.Status === PurchaseMembershipStatus.PENDING);
    const signUp = await bed.server.app.inject({
      method: 'POST',
      url: '/api/qr/memberSignUp',
      payload: { Token: qr.Token, GenerateQRHistoryId: qr.Id, Name: 'Nita', PhoneNumber: '081266660001', BirthDate: '1993-09-09', MemberCategoryId: bed.category('Silver') },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const made = signUp.json().data as MemberSignUpResult;
    expect(await pending).toMatchObject({ Id: made.Id, Status: PurchaseMembershipStatus.PENDING, OutletId: bed.outlet, Seq: expect.any(Number) });

    const paidEvent = announced((event) => event.Id === made.Id && event.Status === PurchaseMembershipStatus.PAID);
    const paid = await bed.payMembership({ Id: made.Id, Type: PurchaseMembershipType.NEW }, bed.cash(made.Total));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await paidEvent).toMatchObject({ Id: made.Id, Status: PurchaseMembershipStatus.PAID });
  });

  it('when a purchase is sold at the till, re-priced and cancelled; a refused change announces nothing', async () => {
    const created = announced((event) => event.Status === PurchaseMembershipStatus.PENDING);
    const purchase = await bed.sellNew('Gold');
    expect((await created).Id).toBe(purchase.Id);

    const repriced = announced((event) => event.Id === purchase.Id);
    expect((await bed.ani('POST', `/qr/applyPromo/${purchase.Id}/0`)).statusCode).toBe(200);
    expect(await repriced).toMatchObject({ Status: PurchaseMembershipStatus.PENDING });

    const cancelled = announced((event) => event.Id === purchase.Id && event.Status === PurchaseMembershipStatus.CANCELLED);
    const cancel = await bed.budiAsSupervisor('PUT', '/qr/cancelMembership', { Id: purchase.Id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await cancelled;

    const silent = staysSilent(other, ServerEvent.PURCHASE_MEMBERSHIP_CHANGED);
    expect((await bed.payMembership(purchase, bed.cash(150_000))).statusCode).toBe(409);
    expect(await silent).toBe(true);
  });
});
