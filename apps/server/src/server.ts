import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerAccessControl, createAuthenticator } from './platform/access.ts';
import { capConnectionsPerAddress, httpServerOptions } from './platform/connection-limits.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerApiCompression, registerWebApp } from './platform/web-static.ts';
import { createSecretHasher } from './platform/secrets-hashing.ts';
import { createTokenService } from './platform/tokens.ts';
import { createBroadcaster, createMemorySequence, createRedisSequence, type Broadcaster } from './realtime/broadcaster.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import type { RealtimeHooks } from './realtime/realtime-hooks.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createOwnersRepository } from './modules/auth/owners.repository.ts';
import { createPinAttemptsRepository } from './modules/auth/pin-attempts.repository.ts';
import { createPinGuard } from './modules/auth/pin-guard.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { errorLogsRoutes } from './modules/error-logs/error-logs.routes.ts';
import { createOutletsRepository } from './modules/outlets/outlets.repository.ts';
import { outletsRoutes } from './modules/outlets/outlets.routes.ts';
import { createOutletsService } from './modules/outlets/outlets.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createPermissionChecker } from './modules/users/permissions.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersWriteRepository } from './modules/users/users-write.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createShiftsRepository } from './modules/shifts/shifts.repository.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { createShiftsService } from './modules/shifts/shifts.service.ts';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { ordersModule } from './modules/orders/orders.module.ts';
import { tablesModule } from './modules/tables/tables.module.ts';
import { printingModule } from './modules/printing/printing.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { billsModule } from './modules/bills/bills.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { membershipsModule } from './modules/memberships/memberships.module.ts';
import { rolesModule } from './modules/roles/roles.module.ts';
import { outletAdminModule } from './modules/outlet-admin/outlet-admin.module.ts';
import { signUpModule } from './modules/signup/signup.module.ts';
import { helpModule } from './modules/help/help.module.ts';
import { setupModule } from './modules/setup/setup.module.ts';
import { floorAdminModule } from './modules/floor-admin/floor-admin.module.ts';
import { paymentAdminModule } from './modules/payment-admin/payment-admin.module.ts';
import { promoAdminModule } from './modules/promo-admin/promo-admin.module.ts';
import { menuImportModule } from './modules/menu-import/menu-import.module.ts';
import { catalogAdminModule } from './modules/catalog-admin/catalog-admin.module.ts';
import { addOnAdminModule } from './modules/addon-admin/addon-admin.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { outletMenuModule } from './modules/outlet-menu/outlet-menu.module.ts';
import { customerOrdersModule } from './modules/customer-orders/customer-orders.module.ts';
import { imagesModule } from './modules/images/images.module.ts';
import { selfOrderModule } from './modules/self-order/self-order.module.ts';
import { emailReceiptsModule } from './modules/email-receipts/email-receipts.module.ts';
import { couriersModule } from './modules/couriers/couriers.module.ts';
import type { ModuleDeps } from './platform/module-deps.ts';
import { registerObservability } from './ops/observability/observability.ts';
import { requestIdServerOptions } from './ops/observability/request-id.ts';
import { createReadiness, readyRoute, type Readiness } from './ops/lifecycle/readiness.ts';
import { closeSocketTransports } from './ops/lifecycle/socket-drain.ts';

/** One route of the API as registered: its method and path pattern ('/api/order/:id'). */
export type ApiRoute = { method: string; url: string };

export type BuiltServer = {
  app: FastifyInstance;
  /** Every API route, from Fastify's own registrations: tests walk it so a new route is covered unasked. */
  routes: readonly ApiRoute[];
  io: SocketServer;
  broadcaster: Broadcaster;
  /** GET /api/ready's probes; close() marks it shutting down first (ops/lifecycle). */
  readiness: Readiness;
  /** Graceful: /api/ready says 503, no new connection is taken, requests in flight finish, terminals are told to reconnect elsewhere. */
  close: () => Promise<void>;
};

/** What only tests set: where the pino lines go (stdout otherwise). */
export type BuildOptions = { logStream?: { write: (line: string) => void } };

/** How long a stop waits for a Redis client still connecting before it drops it. */
const REDIS_CONNECT_WAIT_ON_CLOSE_MS = 2_000;
const REDIS_STILL_CONNECTING: ReadonlySet<string> = new Set(['wait', 'connecting', 'connect']);

/**
 * Lets go of a Redis client. A server stopped right after it started has commands still queued
 * (the socket.io adapter's SUBSCRIBE): dropping the connection would reject them where nobody
 * listens, so a client still connecting is given a moment to connect and send them, then QUIT
 * (which answers after them). One that cannot connect (Redis down) is dropped.
 */
async function quitRedis(client: Redis): Promise<void> {
  if (REDIS_STILL_CONNECTING.has(client.status)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('end', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_CONNECT_WAIT_ON_CLOSE_MS);
      client.once('ready', done);
      client.once('end', done);
    });
  }
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}

/** The API prefix: the spec's paths live under it. */
export const API_PREFIX = '/api';

/** Body limit: no call of the spec needs more; a larger body is a 413, never a crash. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Wires the whole server: repositories → services → routes, socket.io on the same HTTP server.
 * Never listens by itself, so tests use `app.inject` or `listen({ port: 0 })`.
 */
export async function buildServer(config: Config, database: DatabaseHandle, options: BuildOptions = {}): Promise<BuiltServer> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'], ...(options.logStream ? { stream: options.logStream } : {}) },
    // X-Request-Id in (when sound) and out; every log line of a request carries it as reqId (ADR 0031).
    ...requestIdServerOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY: behind nginx, request.ip is the terminal's (X-Forwarded-For from the named proxies only).
    trustProxy: config.trustProxy,
    // During a graceful stop a request already on an open connection is served (with Connection: close), not refused:
    // a cashier's payment sent then must not fail; /api/ready alone answers 503 (ADR 30).
    return503OnClosing: false,
    ...httpServerOptions(config.http),
  });
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? { pub: new Redis(config.redisUrl, { lazyConnect: false }), sub: new Redis(config.redisUrl, { lazyConnect: false }) }
    : undefined;

  const { db } = database;
  const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlHours);
  const sessions = createSessionsRepository(db);
  const users = createUsersRepository(db);
  const owners = createOwnersRepository(db);
  const authenticate = createAuthenticator(tokens, sessions);
  const outlets = createOutletsService({ outlets: createOutletsRepository(db), users });

  let broadcaster: Broadcaster = createBroadcaster(null, createMemorySequence());
  const realtime: RealtimeHooks = {};
  const io = createSocketServer(app.server, { authenticate, outlets, users, broadcaster: () => broadcaster, redis, hooks: realtime });
  broadcaster = createBroadcaster(io, redis ? createRedisSequence(redis.pub) : createMemorySequence());
  const readiness = createReadiness({ database, redis: redis?.pub });
  // Before the listener closes and in-flight requests are awaited: open websockets would hold the close forever.
  app.addHook('preClose', async () => closeSocketTransports(io));
  // A request that came before the stop is answered on a kept-alive connection: closing it after the answer
  // lets the stop end (Node closes only the connections idle when it began), and the client opens its next elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.isShuttingDown) void reply.header('connection', 'close');
  });

  const pinGuard = createPinGuard({ attempts: createPinAttemptsRepository(db), users, hasher });
  const auth = createAuthService({ owners, users, sessions, tokens, hasher, pinGuard, broadcaster });
  const permissions = createPermissionChecker(users);
  const usersService = createUsersService({
    users,
    usersWrite: createUsersWriteRepository(db),
    owners,
    sessions,
    hasher,
    pinGuard,
    auth,
    broadcaster,
  });
  const settings = createSettingsService({ settings: createSettingsRepository(db), outlets, permissions, broadcaster });
  const shifts = createShiftsService({ shifts: createShiftsRepository(db), outlets, users, pinGuard, permissions });

  const moduleDeps: ModuleDeps = { config, db, dialect: database.dialect, outlets, users, permissions, pinGuard, shifts, broadcaster, realtime };

  registerErrorHandler(app);
  // Before access control: a refused request gets its id, context and count too.
  registerObservability(app, { metricsToken: config.metricsToken, database, io });
  registerAccessControl(app, authenticate, API_PREFIX);
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (route.url.startsWith(API_PREFIX) && method !== 'HEAD') routes.push({ method, url: route.url });
  });

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      await api.register(authRoutes(auth, authenticate));
      await api.register(usersRoutes(usersService));
      await api.register(outletsRoutes(outlets));
      await api.register(settingsRoutes(settings));
      await api.register(errorLogsRoutes(db, config.errorLogToken));
      await api.register(shiftsRoutes(shifts));
      await api.register(catalogModule(moduleDeps));
      await api.register(ordersModule(moduleDeps));
      await api.register(tablesModule(moduleDeps));
      await api.register(printingModule(moduleDeps));
      await api.register(paymentsModule(moduleDeps));
      await api.register(billsModule(moduleDeps));
      await api.register(reportsModule(moduleDeps));
      await api.register(membershipsModule(moduleDeps));
      await api.register(rolesModule(moduleDeps));
      await api.register(outletAdminModule(moduleDeps));
      await api.register(signUpModule(moduleDeps));
      await api.register(helpModule(moduleDeps));
      await api.register(setupModule(moduleDeps));
      await api.register(floorAdminModule(moduleDeps));
      await api.register(paymentAdminModule(moduleDeps));
      await api.register(promoAdminModule(moduleDeps));
      await api.register(menuImportModule(moduleDeps));
      await api.register(catalogAdminModule(moduleDeps));
      await api.register(addOnAdminModule(moduleDeps));
      await api.register(auditModule(moduleDeps));
      await api.register(outletMenuModule(moduleDeps));
      await api.register(selfOrderModule(moduleDeps));
      await api.register(customerOrdersModule(moduleDeps));
      await api.register(emailReceiptsModule(moduleDeps));
      await api.register(couriersModule(moduleDeps));
      api.get('/health', { config: { access: 'public' } }, async () => ({ data: { status: 'ok', database: database.dialect } }));
      await api.register(readyRoute(readiness));
    },
    { prefix: API_PREFIX },
  );

  // Images: the upload API and the /upload/{FileName} files beside it.
  await app.register(imagesModule(moduleDeps, API_PREFIX));
  registerWebApp(app, config.webDist, API_PREFIX);

  return {
    app,
    routes,
    io,
    broadcaster,
    readiness,
    close: async () => {
      readiness.markShuttingDown();
      await app.close();
      // The HTTP server is closed already; this lets go of the socket.io adapter (its Redis subscriptions).
      await io.close();
      if (redis) await Promise.all([quitRedis(redis.pub), quitRedis(redis.sub)]);
    },
  };
}
