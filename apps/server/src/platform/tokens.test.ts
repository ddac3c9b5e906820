import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenClaims } from '@kasir/contracts';
import { createTokenService } from './tokens.ts';

const claims: TokenClaims = { sid: 'session-1', kind: 'cashier', OwnerId: 7, UserId: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification (remembered per token text)', () => {
  it('verifies a token again from memory, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService('a-secret-long-enough-for-hs256-000000', 1);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-01-01T09:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, even after a good one was remembered', async () => {
    const tokens = createTokenService('a-secret-long-enough-for-hs256-000000', 1);
    const other = createTokenService('another-secret-long-enough-for-hs256', 1);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
