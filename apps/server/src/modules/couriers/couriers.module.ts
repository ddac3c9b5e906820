import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createCouriersRepository } from './couriers.repository.ts';
import { couriersRoutes } from './couriers.routes.ts';
import { createCouriersService } from './couriers.service.ts';
import { createProviderRegistry, type CourierProvider } from './provider.ts';

/**
 * Couriers of delivery orders (issue 22): the built-in MANUAL provider always, and any real
 * provider passed here (docs/couriers.md shows how one plugs in).
 */
export function couriersModule(deps: ModuleDeps, providers: readonly CourierProvider[] = []): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createCouriersService({
      outlets: deps.outlets,
      permissions: deps.permissions,
      broadcaster: deps.broadcaster,
      couriers: createCouriersRepository(deps.db),
      providers: createProviderRegistry(providers),
    });
    await app.register(couriersRoutes(service));
  };
}
