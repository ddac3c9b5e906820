import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OtherPermission, SpecMessage } from '@kasir/domain';
import type { Member } from '@kasir/contracts';
import { paths } from '../../app/router.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render-app.tsx';
import { mockOrderServer, signInForOrders, SLOW } from '../order/order-test-support.ts';
import { memberFixture, meWithMemberPermissions } from './members-test-support.ts';

const rina = memberFixture({ Id: 1, Name: 'Rina', Point: 12_500, SavedMinutes: 120, MemberCategoryName: 'Gold' }, null);
const sari = memberFixture({ Id: 2, Name: 'Sari' }, 5);
const tono = memberFixture({ Id: 3, Name: 'Tono' }, -3);
const walkIn = memberFixture({ Id: 4, Name: 'Budi Walk-in' });

function memberServer(members: Member[], extra: Parameters<typeof mockOrderServer>[0] = {}) {
  return mockOrderServer({
    'GET /api/member': ({ url }) => {
      const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
      return { body: { data: members.filter((member) => member.Name.toLowerCase().includes(keyword)), paging: { Page: 1, PageSize: 20, TotalItems: members.length, TotalPages: 1 } } };
    },
    'GET /api/member/membercategory/': {
      body: {
        data: [
          { Id: 1, Name: 'Silver', IsDefault: true, Price: 50_000, DurationDays: 365, TimeBalanceMinutes: 0 },
          { Id: 2, Name: 'Gold', IsDefault: false, Price: 150_000, DurationDays: 365, TimeBalanceMinutes: 120 },
        ],
      },
    },
    'GET /api/member/1/getPoint': { body: { data: { MemberId: 1, Point: 12_500, SavedMinutes: 120 } } },
    'GET /api/member/1/pointHistory': {
      body: {
        data: [
          { Id: 2, Type: 2, Point: -2_500, BalanceAfter: 12_500, PaymentId: 9, OrderNo: 'KS-0009', CreatedOn: '2026-11-20T05:00:00.000Z' },
          { Id: 1, Type: 3, Point: 15_000, BalanceAfter: 15_000, PaymentId: null, OrderNo: null, CreatedOn: '2026-11-01T05:00:00.000Z' },
        ],
      },
    },
    ...extra,
  });
}

describe('/cashier/member', { timeout: 60_000 }, () => {
  it('lists the latest members with their expiry, and shows a member with her points history', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithMemberPermissions([OtherPermission.ADD_MEMBER, OtherPermission.EDIT_MEMBER_DATA]));
    const api = memberServer([rina, sari, tono, walkIn]);
    renderApp(paths.member);
    const list = await screen.findByRole('list', { name: 'Members' }, SLOW);
    expect(api.callsTo('GET', '/api/member')[0]?.path).toBe('/api/member?keyword=');
    expect(within(screen.getByTestId('member-row-2')).getByTestId('member-expiring')).toHaveTextContent(/^Expires in (4|5) days$/);
    expect(within(screen.getByTestId('member-row-3')).getByTestId('member-expired')).toHaveTextContent('Membership expired');
    expect(within(screen.getByTestId('member-row-1')).queryByTestId('member-expiring')).toBeNull();

    await user.click(within(list).getByRole('listitem', { name: 'Rina' }));
    const detail = await screen.findByTestId('member-detail');
    expect(await within(detail).findByTestId('member-points')).toHaveTextContent('12.500');
    const history = await within(detail).findByTestId('member-point-history');
    expect(within(history).getByText('Spent')).toBeInTheDocument();
    expect(within(history).getByText('Bonus')).toBeInTheDocument();
    expect(within(history).getByText('-2.500')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("adds a member with the spec's messages, sending the birth date as year-month-day", async () => {
    const user = userEvent.setup();
    changeLocale('id');
    signInForOrders(meWithMemberPermissions([OtherPermission.ADD_MEMBER, OtherPermission.EDIT_MEMBER_DATA]));
    const members = [rina];
    const api = memberServer(members, {
      'POST /api/member': ({ body }) => {
        members.unshift(memberFixture({ Id: 9, Name: (body as { Name: string }).Name, PhoneNumber: (body as { PhoneNumber: string }).PhoneNumber }, 365));
        return { body: { data: 9, message: SpecMessage.MEMBER_ADDED } };
      },
      'GET /api/member/9/getPoint': { body: { data: { MemberId: 9, Point: 0, SavedMinutes: 0 } } },
      'GET /api/member/9/pointHistory': { body: { data: [] } },
    });
    renderApp(paths.member);
    await user.click(await screen.findByRole('button', { name: 'Tambah member' }, SLOW));
    const modal = await screen.findByTestId('member-modal');
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }));
    expect(within(modal).getByText('Nama tidak boleh kosong')).toBeInTheDocument();
    expect(within(modal).getByText('Nomor HP tidak boleh kosong')).toBeInTheDocument();
    expect(within(modal).getByText('Tanggal Lahir tidak boleh kosong')).toBeInTheDocument();

    await user.click(within(modal).getByRole('checkbox', { name: 'Buat otomatis' }));
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }));
    expect(within(modal).getByText('Member Id tidak boleh kosong')).toBeInTheDocument();
    await user.click(within(modal).getByRole('checkbox', { name: 'Buat otomatis' }));

    await user.type(within(modal).getByRole('textbox', { name: 'Nama' }), 'Dewi');
    await user.type(within(modal).getByRole('textbox', { name: 'Nomor HP' }), '08123456789012345');
    await user.type(within(modal).getByRole('textbox', { name: 'Tanggal Lahir' }), '2999-01-01');
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }));
    expect(within(modal).getByText('Nomor HP maksimal 16 karakter')).toBeInTheDocument();
    expect(within(modal).getByText('Tanggal Lahir tidak boleh di masa depan')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/member')).toHaveLength(0);

    await user.type(within(modal).getByRole('textbox', { name: 'Nomor HP' }), '{Backspace}');
    const birth = within(modal).getByRole('textbox', { name: 'Tanggal Lahir' });
    await user.clear(birth);
    await user.type(birth, '1996-07-21');
    await user.click(within(modal).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sukses menambah member baru', {}, SLOW)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/member')[0]?.body).toEqual({ Name: 'Dewi', PhoneNumber: '0812345678901234', BirthDate: '1996-07-21', IsAutoGenerate: true, AddMember: true });
    // The new member comes back chosen.
    await waitFor(() => expect(screen.getByTestId('member-detail')).toHaveAttribute('data-member-id', '9'), SLOW);
  });

  it('searches after the cashier stops typing for a second, and says when nobody matches', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithMemberPermissions([]));
    const api = memberServer([rina, sari]);
    renderApp(paths.member);
    await screen.findByRole('listitem', { name: 'Sari' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Search by name, phone or member number' }), 'zz');
    // Nothing is sent while typing; one call once the second has passed.
    expect(api.callsTo('GET', '/api/member').map((call) => call.path)).toEqual(['/api/member?keyword=']);
    expect(await screen.findByText('Member not found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/member').map((call) => call.path)).toEqual(['/api/member?keyword=', '/api/member?keyword=zz']);
  });
});

describe('/cashier/member: edit, delete and set as member', { timeout: 60_000 }, () => {
  it('edits a member with her data filled in, deletes after a yes, and makes a walk-in customer a member with a card', async () => {
    const user = userEvent.setup();
    signInForOrders(meWithMemberPermissions([OtherPermission.ADD_MEMBER, OtherPermission.EDIT_MEMBER_DATA]));
    const rinaFull = { ...rina, BirthDate: '1995-04-12', Address: 'Jl. Braga 1' };
    const api = memberServer([rinaFull, walkIn], {
      'PUT /api/member/1': ({ body }) => ({ body: { data: { ...rinaFull, ...(body as object) } } }),
      'DELETE /api/member/1': { body: { data: 1 } },
      'GET /api/customer/4/setAsMember': { body: { data: memberFixture({ Id: 4, Name: 'Budi Walk-in' }, 365) } },
      'POST /api/customer/registerMemberCard': { body: { data: memberFixture({ Id: 4, Name: 'Budi Walk-in' }, 365) } },
      'GET /api/member/4/getPoint': { body: { data: { MemberId: 4, Point: 0, SavedMinutes: 0 } } },
      'GET /api/member/4/pointHistory': { body: { data: [] } },
    });
    renderApp(paths.member);
    await user.click(await screen.findByRole('listitem', { name: 'Rina' }, SLOW));
    await user.click(within(await screen.findByTestId('member-detail')).getByRole('button', { name: 'Edit' }));
    const modal = await screen.findByTestId('member-modal');
    expect(within(modal).getByRole('textbox', { name: 'Date of birth' })).toHaveValue('1995-04-12');
    expect(within(modal).getByRole('textbox', { name: 'Address' })).toHaveValue('Jl. Braga 1');
    const phone = within(modal).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '081211112222');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/member/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/member/1')[0]?.body).toEqual({
      Name: 'Rina',
      PhoneNumber: '081211112222',
      MemberId: 'M-1',
      BirthDate: '1995-04-12',
      Address: 'Jl. Braga 1',
      IsAutoGenerate: false,
      AddMember: true,
    });

    await user.click(within(screen.getByTestId('member-detail')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete member' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/member/1')).toHaveLength(1));

    await user.click(screen.getByRole('listitem', { name: 'Budi Walk-in' }));
    await user.click(within(await screen.findByTestId('member-detail')).getByRole('button', { name: 'Set as member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set customer as member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Member card number/ }), 'CARD-77');
    await user.click(within(dialog).getByRole('button', { name: 'Set as member' }));
    expect(await screen.findByText('Budi Walk-in is now a member', {}, SLOW)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/customer/4/setAsMember')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/customer/registerMemberCard')[0]?.body).toEqual({ Id: 4, MemberCardNo: 'CARD-77' });
  });
});
