import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/** Menu calls of spec §7 (products, categories, add-ons, bundles, favourites, stock, order types, charges): builds the module's repositories and services and returns its routes. */
export function catalogModule(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => {};
}
