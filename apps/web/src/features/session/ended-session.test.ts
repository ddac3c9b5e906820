import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi } from '../../test/mock-api.ts';
import { meAni, ownerToken } from '../../test/fixtures.ts';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/ui/toast.ts', () => ({
  toast: { info: (message: string) => shown.push(message), error: (message: string) => shown.push(message), success: () => undefined, warning: () => undefined },
}));

const { handleEndedSession } = await import('./http-binding.ts');
const { logoutCashier } = await import('./session-actions.ts');
const { useSessionStore } = await import('./session-store.ts');

function signedInWith(token: string) {
  const store = useSessionStore.getState();
  store.ownerLoggedIn(ownerToken, 1);
  store.cashierChosen(token, meAni);
}

afterEach(() => {
  shown.length = 0;
});

describe('a session that ends', () => {
  it('switching cashier ends the cashier session without telling it as ended on another device', async () => {
    const token = fakeToken({ sid: 'switch-here', kind: 'cashier', OwnerId: 1, UserId: 11 });
    signedInWith(token);
    // The server answers the logout, then (as it does) refuses the old token on a late call.
    const api = mockApi({ 'GET /api/user/logoutCashier': { body: { data: null } } });
    const switching = logoutCashier();
    handleEndedSession(token);
    await switching;
    handleEndedSession(token);
    expect(api.callsTo('GET', '/api/user/logoutCashier')).toHaveLength(1);
    expect(useSessionStore.getState().cashierToken).toBeNull();
    expect(useSessionStore.getState().ownerToken).toBe(ownerToken);
    expect(shown).toEqual([]);
  });

  it('a session ended elsewhere drops to the cashier choice and says so', () => {
    const token = fakeToken({ sid: 'ended-elsewhere', kind: 'cashier', OwnerId: 1, UserId: 11 });
    signedInWith(token);
    handleEndedSession(token);
    expect(useSessionStore.getState().cashierToken).toBeNull();
    expect(shown).toEqual(['Your session was ended on another device. Please sign in again.']);
  });
});
