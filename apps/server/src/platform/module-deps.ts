import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { RealtimeHooks } from '../realtime/realtime-hooks.ts';
import type { PinGuard } from '../modules/auth/pin-guard.ts';
import type { OutletsService } from '../modules/outlets/outlets.service.ts';
import type { ShiftsService } from '../modules/shifts/shifts.service.ts';
import type { PermissionChecker } from '../modules/users/permissions.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';

/**
 * What the foundation hands every later module (catalog, orders, tables …): each module builds
 * its own repositories and services from these and returns one routes plugin.
 */
export type ModuleDeps = {
  config: Config;
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  outlets: OutletsService;
  users: UsersRepository;
  permissions: PermissionChecker;
  pinGuard: PinGuard;
  shifts: ShiftsService;
  broadcaster: Broadcaster;
  /** Client socket events a module answers (tables: user:lockTable). */
  realtime: RealtimeHooks;
};
