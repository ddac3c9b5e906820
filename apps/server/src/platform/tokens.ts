import { SignJWT, jwtVerify } from 'jose';
import { TokenClaimsSchema, type TokenClaims } from '@kasir/contracts';

/** HS256 tokens carrying the session id; the session row decides whether the token still works. */
export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = TokenClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
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
