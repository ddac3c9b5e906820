import { SignJWT, jwtVerify } from 'jose';
import { TokenClaimsSchema, type TokenClaims } from '@kasir/contracts';

/** Verified tokens remembered (by their whole text, signature included), least recently used dropped first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 1000;

/** HS256 tokens carrying the session id; the session row decides whether the token still works. */
export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  // Checking the signature on every request costs more than the session lookup. A token's text
  // verified once verifies the same way until it expires, so its claims are kept until then;
  // revocation (logout, lock) is still decided by the session row on every request.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAtSeconds: number | undefined) => {
    if (expiresAtSeconds === undefined) return;
    verified.set(token, { claims, expiresAtMs: expiresAtSeconds * 1000 });
    if (verified.size > VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
  };
  return {
    ttlMs: ttlHours * 3600 * 1000,
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (Date.now() >= known.expiresAtMs) return null;
        verified.set(token, known);
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = TokenClaimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        const claims = Object.freeze(parsed.data);
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** The token of an `Authorization: Bearer …` header, or null. */
export function readBearer(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
