import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/** Order and pending-item calls of spec §7: builds the module's repositories and services and returns its routes. */
export function ordersModule(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => {};
}
