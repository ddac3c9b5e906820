import { describe, expect, it } from 'vitest';
import { fakeToken } from '../../test/mock-api.ts';
import { decodeTokenClaims } from './token-claims.ts';

describe('decodeTokenClaims', () => {
  it('reads the owner id from the payload', () => {
    const token = fakeToken({ sid: 's1', kind: 'owner', OwnerId: 42, UserId: null });
    expect(decodeTokenClaims(token)).toEqual({ sid: 's1', kind: 'owner', OwnerId: 42, UserId: null });
  });

  it('decodes base64url payloads holding non-ASCII text', () => {
    const token = fakeToken({ sid: 'ß~?>', kind: 'cashier', OwnerId: 1, UserId: 2 });
    expect(decodeTokenClaims(token)?.sid).toBe('ß~?>');
  });

  it('answers null for anything that is not a readable token', () => {
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.b.c')).toBeNull();
    expect(decodeTokenClaims(fakeToken({ kind: 'owner' }))).toBeNull();
  });
});
