import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import type { Member } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, pressPin, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { memberFixture, meWithMemberPermissions } from './members-test-support.ts';

const rina = memberFixture({ Id: 1, Name: 'Rina', BirthDate: '1995-04-12' }, null);
const walkIn = memberFixture({ Id: 4, Name: 'Budi Walk-in' });
const budiApproval = { UserId: 12, PIN: '222222' };

function memberServer(members: Member[], extra: Parameters<typeof mockOrderServer>[0] = {}) {
  return mockOrderServer({
    'GET /api/member': { body: { data: members, paging: { Page: 1, PageSize: 20, TotalItems: members.length, TotalPages: 1 } } },
    'GET /api/member/membercategory/': { body: { data: [{ Id: 1, Name: 'Silver', IsDefault: true, Price: 50_000, DurationDays: 365, TimeBalanceMinutes: 0 }] } },
    'GET /api/member/1/getPoint': { body: { data: { MemberId: 1, Point: 0, SavedMinutes: 0 } } },
    'GET /api/member/1/pointHistory': { body: { data: [] } },
    'GET /api/member/4/getPoint': { body: { data: { MemberId: 4, Point: 0, SavedMinutes: 0 } } },
    'GET /api/member/4/pointHistory': { body: { data: [] } },
    ...extra,
  });
}

async function openMember(user: ReturnType<typeof userEvent.setup>, name: string) {
  renderApp(paths.member);
  await user.click(await screen.findByRole('listitem', { name }, SLOW));
  return screen.findByTestId('member-detail');
}

/**
 * Spec §6 on /cashier/member: add member (11) and edit member data (12) under UsePin, or missing
 * from the role (request access), ask for an eligible approver and their PIN in the order
 * screen's request-access dialog; the call carries the Approval; a refused PIN is asked again.
 */
describe('member actions with a supervisor’s PIN', { timeout: 60_000 }, () => {
  it('a role without 12 edits a member once Budi types his PIN, after a wrong one is refused', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithMemberPermissions([OtherPermission.ADD_MEMBER]));
    let attempts = 0;
    const api = memberServer([rina], {
      'PUT /api/member/1': async ({ body }) => {
        // A request takes a moment, as a real one does: the dialog clears a refused PIN once it ends.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ++attempts === 1 ? { status: 401, body: { message: 'Wrong PIN', data: [{ field: 'PIN', error: 'Wrong PIN' }] } } : { body: { data: { ...rina, ...(body as object) } } };
      },
    });
    const detail = await openMember(user, 'Rina');
    await user.click(within(detail).getByRole('button', { name: 'Edit' }));
    const modal = await screen.findByTestId('member-modal');
    await user.type(within(modal).getByRole('textbox', { name: 'Address' }), 'Jl. Braga 1');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    expect(within(dialog).getByTestId('request-access')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/member/1')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('request-access-submit'));
    expect(await screen.findByText('A cashier must be chosen')).toBeInTheDocument();
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '999999');
    expect(await screen.findByText('Wrong PIN', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('request-access-dialog')).toBeInTheDocument();
    await pressPin(user, '222222');
    await waitFor(() => expect(screen.queryByTestId('member-modal')).toBeNull(), SLOW);
    expect(screen.queryByTestId('request-access-dialog')).toBeNull();

    const puts = api.callsTo('PUT', '/api/member/1').map((call) => call.body as { Approval?: unknown; Address?: string });
    expect(puts.map((body) => body.Approval)).toEqual([{ UserId: 12, PIN: '999999' }, budiApproval]);
    expect(puts[1]?.Address).toBe('Jl. Braga 1');
    expect(api.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.EDIT_MEMBER_DATA}`);
  });

  it('add member under UsePin asks for the approver in the words of the server, then sends the Approval with POST /member', async () => {
    const user = userEvent.setup();
    const base = meWithMemberPermissions([]);
    const grants = [...(base.User?.UserRole?.Role.RoleOtherModules ?? []), { OtherModuleId: OtherPermission.ADD_MEMBER, UsePin: true }];
    signInForOrders({ ...base, User: { ...base.User!, UserRole: { ...base.User!.UserRole!, Role: { ...base.User!.UserRole!.Role, RoleOtherModules: grants } } } });
    const api = memberServer([rina], { 'POST /api/member': { body: { data: 9, message: SpecMessage.MEMBER_ADDED } } });
    renderApp(paths.member);
    await user.click(await screen.findByRole('button', { name: 'Add member' }, SLOW));
    const modal = await screen.findByTestId('member-modal');
    await user.type(within(modal).getByRole('textbox', { name: 'Name' }), 'Maya');
    await user.type(within(modal).getByRole('textbox', { name: 'Phone number' }), '081300000001');
    await user.type(within(modal).getByRole('textbox', { name: 'Date of birth' }), '1995-06-17');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    // UsePin, not a missing permission: no request-access notice.
    expect(within(dialog).queryByTestId('request-access')).toBeNull();
    await user.click(within(dialog).getByTestId('request-access-submit'));
    expect(await screen.findByText('Please select User with access')).toBeInTheDocument();
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '222222');
    await waitFor(() => expect(screen.queryByTestId('member-modal')).toBeNull(), SLOW);
    expect(api.callsTo('POST', '/api/member')[0]?.body).toMatchObject({ Name: 'Maya', AddMember: true, IsAutoGenerate: true, Approval: budiApproval });
    expect(api.callsTo('GET', '/api/order/approvers')[0]?.path).toContain(`permission=${OtherPermission.ADD_MEMBER}`);
  });

  it('a plain customer (add member off) is saved by anyone without a PIN', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithMemberPermissions([]));
    const api = memberServer([rina], { 'POST /api/member': { body: { data: 9, message: SpecMessage.MEMBER_ADDED } } });
    renderApp(paths.member);
    await user.click(await screen.findByRole('button', { name: 'Add member' }, SLOW));
    const modal = await screen.findByTestId('member-modal');
    expect(within(modal).getByRole('switch', { name: 'Register as member' })).not.toBeChecked();
    await user.type(within(modal).getByRole('textbox', { name: 'Name' }), 'Pak Joko');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/member')).toHaveLength(1), SLOW);
    expect(screen.queryByTestId('request-access-dialog')).toBeNull();
    expect(api.callsTo('POST', '/api/member')[0]?.body).not.toHaveProperty('Approval');
  });

  it('delete and set-as-member with a card ask once each and carry the Approval (POST twin of setAsMember)', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithMemberPermissions([]));
    const api = memberServer([rina, walkIn], {
      'DELETE /api/member/1': { body: { data: 1 } },
      'POST /api/customer/4/setAsMember': { body: { data: memberFixture({ Id: 4, Name: 'Budi Walk-in' }, 365) } },
      'POST /api/customer/registerMemberCard': { body: { data: memberFixture({ Id: 4, Name: 'Budi Walk-in' }, 365) } },
    });
    const detail = await openMember(user, 'Rina');
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete member' })).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '222222');
    await waitFor(() => expect(api.callsTo('DELETE', '/api/member/1')).toHaveLength(1), SLOW);
    expect(api.callsTo('DELETE', '/api/member/1')[0]?.body).toEqual({ Approval: budiApproval });
    await waitFor(() => expect(screen.queryByTestId('request-access-dialog')).toBeNull());

    await user.click(screen.getByRole('listitem', { name: 'Budi Walk-in' }));
    await user.click(within(await screen.findByTestId('member-detail')).getByRole('button', { name: 'Set as member' }));
    const setDialog = await screen.findByRole('dialog', { name: 'Set customer as member' });
    await user.type(within(setDialog).getByRole('textbox', { name: /Member card number/ }), 'CARD-77');
    await user.click(within(setDialog).getByRole('button', { name: 'Set as member' }));
    dialog = await screen.findByTestId('request-access-dialog', {}, SLOW);
    await user.click(await within(dialog).findByTestId('approver-12'));
    await pressPin(user, '222222');
    expect(await screen.findByText('Budi Walk-in is now a member', {}, SLOW)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/customer/4/setAsMember')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/customer/4/setAsMember')[0]?.body).toEqual({ Approval: budiApproval });
    expect(api.callsTo('POST', '/api/customer/registerMemberCard')[0]?.body).toEqual({ Id: 4, MemberCardNo: 'CARD-77', Approval: budiApproval });
  });
});
