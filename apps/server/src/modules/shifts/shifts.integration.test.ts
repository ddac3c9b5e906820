import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppErrorCode, CashFlowType } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { createSecretHasher } from '../../platform/secrets-hashing.ts';
import { createPinAttemptsRepository } from '../auth/pin-attempts.repository.ts';
import { createPinGuard } from '../auth/pin-guard.ts';
import { createOutletsRepository } from '../outlets/outlets.repository.ts';
import { createOutletsService } from '../outlets/outlets.service.ts';
import { createPermissionChecker } from '../users/permissions.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createShiftsRepository } from './shifts.repository.ts';
import { createShiftsService } from './shifts.service.ts';

function serviceDeps() {
  const db = server.database.db;
  const users = createUsersRepository(db);
  const hasher = createSecretHasher({ pepper: server.config.pinPepper, memoryKib: server.config.argon2.memoryKib, passes: server.config.argon2.passes });
  return {
    shifts: createShiftsRepository(db),
    outlets: createOutletsService({ outlets: createOutletsRepository(db), users }),
    users,
    pinGuard: createPinGuard({ attempts: createPinAttemptsRepository(db), users, hasher }),
    permissions: createPermissionChecker(users),
  };
}

let server: TestServer;
let outlet: number;
let ani: { ownerToken: string; cashierToken: string };
let budi: { ownerToken: string; cashierToken: string };

beforeAll(async () => {
  server = await startTestServer();
  outlet = server.ids.outletIds.kopiSenja;
  ani = await signIn(server);
  budi = await signIn(server, { username: 'budi', pin: '222222' });
});
afterAll(async () => {
  await server.stop();
});
beforeEach(async () => {
  await server.database.db.deleteFrom('cash_in_outs').execute();
  await server.database.db.deleteFrom('shifts').execute();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method, url, headers: { ...bearer(token), outletid: String(outlet) }, ...(payload ? { payload } : {}), remoteAddress });

async function startShift(token: string, startCash: number): Promise<number> {
  const response = await call('POST', '/api/shift/startShift', token, { OutletId: outlet, StartCash: startCash });
  expect(response.statusCode).toBe(201);
  return response.json().data.Id as number;
}

describe('start and current shift', () => {
  it('starts a shift and finds it again as the current one', async () => {
    const id = await startShift(ani.cashierToken, 500_000);
    const current = await call('GET', '/api/shift/getCurrentShift', ani.cashierToken);
    expect(current.json().data).toMatchObject({ Id: id, StartCash: 500_000, EndCash: null, User: { Name: 'Ani' } });
  });

  it('answers SHIFT_NOT_START_ERROR with the spec message when there is none', async () => {
    const response = await call('GET', '/api/shift/getCurrentShift', ani.cashierToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: AppErrorCode.SHIFT_NOT_START_ERROR, message: 'Shift tidak ditemukan' });
  });

  it('opens exactly one shift when two terminals press Start at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/shift/startShift', ani.cashierToken, { OutletId: outlet, StartCash: 100_000 })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const rows = await server.database.db.selectFrom('shifts').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ OutletId: 1, StartCash: -1 }, 'StartCash'],
    [{ OutletId: 1, StartCash: 10.5 }, 'StartCash'],
    [{ OutletId: 1, StartCash: 1e14 }, 'StartCash'],
    [{ OutletId: 1, StartCash: '100' }, 'StartCash'],
    [{ StartCash: 100 }, 'OutletId'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await call('POST', '/api/shift/startShift', ani.cashierToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().data[0].field).toBe(field);
    expect(await server.database.db.selectFrom('shifts').selectAll().execute()).toHaveLength(0);
  });

  it('a role with AutomaticStartShift opens the shift by itself', async () => {
    // Role flags (ADR 0022): Budi's role, Supervisor, carries them.
    await server.database.db.updateTable('roles').set({ automatic_start_shift: 1, start_shift_time: '00:00' }).where('id', '=', server.ids.roleIds.supervisor).execute();
    const current = await call('GET', '/api/shift/getCurrentShift', budi.cashierToken);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ StartCash: 0, User: { Name: 'Budi' } });
    await server.database.db.updateTable('roles').set({ automatic_start_shift: 0, start_shift_time: null }).where('id', '=', server.ids.roleIds.supervisor).execute();
  });
});

describe('cash in and out, end shift and the expected cash', () => {
  it('lists cash movements with totals and ends with the difference', async () => {
    const id = await startShift(ani.cashierToken, 500_000);
    expect((await call('POST', '/api/shift/addCashInOut', ani.cashierToken, { ShiftId: id, Type: CashFlowType.IN, Amount: 100_000, Note: 'Modal tambahan' })).statusCode).toBe(201);
    expect((await call('POST', '/api/shift/addCashInOut', ani.cashierToken, { ShiftId: id, Type: CashFlowType.OUT, Amount: 35_000, Note: 'Beli es batu' })).statusCode).toBe(201);

    const history = await call('POST', '/api/shift/cashInOutHistory', ani.cashierToken, { ShiftId: id });
    expect(history.json().data.map((row: { Note: string; Amount: number }) => [row.Note, row.Amount])).toEqual([
      ['Modal tambahan', 100_000],
      ['Beli es batu', 35_000],
    ]);
    const totals = await call('GET', `/api/shift/${id}/getTotalCashInOut`, ani.cashierToken);
    expect(totals.json().data).toEqual({ TotalCashIn: 100_000, TotalCashOut: 35_000, Total: 65_000 });

    const ended = await call('POST', '/api/shift/endShift', ani.cashierToken, { ShiftId: id, EndCash: 560_000, Note: 'Kurang 5rb' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ ExpectedCash: 565_000, EndCash: 560_000, Difference: -5000 });

    const transaction = await call('GET', `/api/shift/${id}/getShiftTransaction`, ani.cashierToken);
    expect(transaction.json().data).toMatchObject({ StartCash: 500_000, CashIn: 100_000, CashOut: 35_000, ExpectedCash: 565_000, Difference: -5000 });
    const again = await call('POST', '/api/shift/endShift', ani.cashierToken, { ShiftId: id, EndCash: 1 });
    expect(again.json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
  });

  it('refuses cash movements without an open shift, or on another cashier’s shift', async () => {
    const none = await call('POST', '/api/shift/addCashInOut', ani.cashierToken, { ShiftId: 999, Type: CashFlowType.IN, Amount: 1000, Note: 'x' });
    expect(none.json()).toMatchObject({ errorCode: AppErrorCode.SHIFT_NOT_START_ERROR, message: 'Shift tidak ditemukan' });
    const budiShift = await startShift(budi.cashierToken, 0);
    await startShift(ani.cashierToken, 0);
    const other = await call('POST', '/api/shift/addCashInOut', ani.cashierToken, { ShiftId: budiShift, Type: CashFlowType.IN, Amount: 1000, Note: 'x' });
    expect(other.json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
  });

  it('keeps shifts of another owner invisible (404)', async () => {
    const other = await addSecondOwner(server);
    const shift = await server.database.db
      .insertInto('shifts')
      .values({ owner_id: other.ownerId, outlet_id: other.outletId, user_id: other.userId, start_cash: 0, end_cash: null, expected_cash: null, note: null, started_at: new Date().toISOString(), ended_at: null, passed_to_shift_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/api/shift/${shift.id}/getShiftTransaction`, ani.cashierToken)).statusCode).toBe(404);
  });

  it('lists the history of the ISO week by default and by date range', async () => {
    const id = await startShift(ani.cashierToken, 200_000);
    const week = await call('GET', '/api/shift/history', ani.cashierToken);
    expect(week.json().data.map((shift: { Id: number }) => shift.Id)).toContain(id);
    const past = await call('GET', '/api/shift/history?fromDate=2020-01-01&toDate=2020-01-31', ani.cashierToken);
    expect(past.json().data).toEqual([]);
    const dewi = await signIn(server, { username: 'dewi', pin: '444444' });
    expect((await call('GET', '/api/shift/history', dewi.cashierToken)).statusCode).toBe(403);
  });
});

describe('passing a shift', () => {
  it('ends the current shift and starts the next cashier’s with the counted cash', async () => {
    const id = await startShift(ani.cashierToken, 300_000);
    const candidates = await call('GET', '/api/shift/passCandidates', ani.cashierToken);
    expect(candidates.json().data.map((user: { Name: string }) => user.Name)).toEqual(['Budi', 'Dewi']);
    const passed = await call('POST', '/api/shift/passShift', ani.cashierToken, { ShiftId: id, EndCash: 300_000, NextUsername: 'budi', NextPIN: '222222' });
    expect(passed.json().data).toMatchObject({ EndedShiftId: id, NextUserName: 'Budi' });
    const budiShift = await call('GET', '/api/shift/getCurrentShift', budi.cashierToken);
    expect(budiShift.json().data).toMatchObject({ Id: passed.json().data.NextShiftId, StartCash: 300_000 });
    expect((await call('GET', '/api/shift/getCurrentShift', ani.cashierToken)).json().errorCode).toBe(AppErrorCode.SHIFT_NOT_START_ERROR);
  });

  it('changes nothing when the next cashier already has an active shift', async () => {
    const id = await startShift(ani.cashierToken, 300_000);
    await startShift(budi.cashierToken, 0);
    const refused = await call('POST', '/api/shift/passShift', ani.cashierToken, { ShiftId: id, EndCash: 300_000, NextUsername: 'budi', NextPIN: '222222' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot pass shift to Budi, already have active shift.');
    expect((await call('GET', '/api/shift/getCurrentShift', ani.cashierToken)).json().data.Id).toBe(id);
  });

  it('rolls back the end of the shift when opening the next one fails half-way', async () => {
    const id = await startShift(ani.cashierToken, 300_000);
    const db = server.database.db;
    const repository = createShiftsRepository(db);
    // The same service on the same database, with the next shift's insert failing inside the transaction.
    const failing = createShiftsService({
      ...serviceDeps(),
      shifts: {
        ...repository,
        insert: async (row, executor) => {
          if (executor !== undefined) throw new Error('disk full');
          return repository.insert(row, executor);
        },
      },
    });
    const auth = { sessionId: 'test', kind: 'cashier' as const, ownerId: server.ids.ownerId, userId: server.ids.userIds.ani!, parentSessionId: null, isLocked: false };
    await expect(failing.pass(auth, outlet, { ShiftId: id, EndCash: 300_000, NextUsername: 'budi', NextPIN: '222222' }, '127.0.0.1')).rejects.toThrow('disk full');
    const aniShift = await db.selectFrom('shifts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(aniShift.ended_at).toBeNull();
    expect(aniShift.end_cash).toBeNull();
    expect(await db.selectFrom('shifts').selectAll().where('user_id', '=', server.ids.userIds.budi!).execute()).toHaveLength(0);
  });

  it('refuses a wrong PIN or an unknown next cashier and changes nothing', async () => {
    const id = await startShift(ani.cashierToken, 300_000);
    const wrongPin = await call('POST', '/api/shift/passShift', ani.cashierToken, { ShiftId: id, EndCash: 1, NextUsername: 'budi', NextPIN: '000000' }, '10.9.0.1');
    expect(wrongPin.statusCode).toBe(401);
    const unknown = await call('POST', '/api/shift/passShift', ani.cashierToken, { ShiftId: id, EndCash: 1, NextUsername: 'citra', NextPIN: '333333' });
    expect(unknown.json().message).toBe('Please select Next Cashier');
    expect((await call('GET', '/api/shift/getCurrentShift', ani.cashierToken)).json().data.Id).toBe(id);
  });
});
