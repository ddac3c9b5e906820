import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OUTLET_HEADER } from '@kasir/contracts';
import { MAX_ROW_ID, parseRowId } from '@kasir/domain';
import { AppError } from './app-error.ts';
import { readBearer, type TokenService } from './tokens.ts';
import type { SessionsRepository } from '../modules/auth/sessions.repository.ts';

/**
 * Who may call a route. Routes say it in `config.access`; a route that says nothing needs a
 * cashier token, so forgetting it fails closed.
 * - public: no token; owner: the owner's token; cashier: a cashier token; any: either.
 * `allowLocked` lets a locked cashier session through (lock status, unlock, logout, me).
 */
export type AccessLevel = 'public' | 'owner' | 'cashier' | 'any';

export type AuthContext = {
  sessionId: string;
  kind: 'owner' | 'cashier';
  ownerId: number;
  userId: number | null;
  parentSessionId: string | null;
  isLocked: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    allowLocked?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Session expired or invalid, please sign in again');

/** Resolves a bearer token to a live session: a revoked session or disabled user is refused. */
export function createAuthenticator(tokens: TokenService, sessions: SessionsRepository) {
  return async function authenticate(token: string | null): Promise<AuthContext> {
    if (!token) throw unauthenticated();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthenticated();
    const session = await sessions.findActive(claims.sid, new Date().toISOString());
    if (!session || session.owner_id !== claims.OwnerId) throw unauthenticated();
    if (session.kind === 'cashier' && session.user_is_active !== 1) throw unauthenticated();
    return {
      sessionId: session.id,
      kind: session.kind,
      ownerId: session.owner_id,
      userId: session.user_id,
      parentSessionId: session.parent_id,
      isLocked: session.is_locked === 1,
    };
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** Checks every request against its route's access level before validation runs. */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate, apiPrefix: string): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access: AccessLevel = config.access ?? 'cashier';
    // Only API routes are guarded; the web app's static files are public by nature.
    const isApiRoute = request.routeOptions.url?.startsWith(apiPrefix) ?? false;
    if (access === 'public' || !isApiRoute) return;
    const auth = await authenticate(readBearer(request.headers.authorization));
    if (access === 'owner' && auth.kind !== 'owner') throw new AppError('FORBIDDEN', 'This needs the owner to sign in');
    if (access === 'cashier' && auth.kind !== 'cashier') throw new AppError('FORBIDDEN', 'Choose a cashier first');
    if (auth.isLocked && !config.allowLocked) throw new AppError('LOCKED', 'The cashier screen is locked');
    request.auth = auth;
  });
}

/** The authenticated context of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The outlet id the client named in the `outletid` header, or null. */
export function readOutletHeader(request: FastifyRequest): number | null {
  const raw = request.headers[OUTLET_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  const id = parseRowId(value);
  if (id === null) throw new AppError('VALIDATION_ERROR', `outletid header must be an id in decimal digits, 1 to ${MAX_ROW_ID}`, [{ field: OUTLET_HEADER, error: `must be an id in decimal digits, 1 to ${MAX_ROW_ID}` }]);
  return id;
}
