import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createOrderHistoryService } from './order-history.service.ts';
import { orderHistoryRoutes } from './order-history.routes.ts';
import { createOrderTablesRepository } from './order-tables.repository.ts';
import { createOrderTablesService } from './order-tables.service.ts';
import { createReservationsRepository } from './reservations.repository.ts';
import { reservationsRoutes } from './reservations.routes.ts';
import { createReservationsService } from './reservations.service.ts';
import { announceTables } from './table-events.ts';
import { createTableTimeRepository } from './table-time.repository.ts';
import { createTableTimeService } from './table-time.service.ts';
import { createTablesRepository } from './tables.repository.ts';
import { tablesRoutes } from './tables.routes.ts';
import { createTablesService } from './tables.service.ts';

/** Area, table, order-table and reservation calls of spec §7, and `user:lockTable`: builds the module's repositories and services and returns its routes. */
export function tablesModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const repositories = {
    tables: createTablesRepository(deps.db),
    reservations: createReservationsRepository(deps.db),
    orderTables: createOrderTablesRepository(deps.db),
  };
  const tables = createTablesService({ ...deps, ...repositories });
  const orderTables = createOrderTablesService({ ...deps, ...repositories });
  const reservations = createReservationsService({ ...deps, ...repositories });
  const history = createOrderHistoryService({ ...deps, ...repositories });

  deps.realtime.lockTable = async ({ auth, outletId, socketId, payload }) => {
    const outcome = await tables.lockTable(auth, outletId, payload);
    // The other terminals see the lock at once; the sender already knows from its ack.
    if (outcome.ok) await announceTables(deps, outletId, [outcome.OutletTableId], { exceptSocketId: socketId });
    return outcome;
  };

  const tableTime = createTableTimeService({ tableTime: createTableTimeRepository(deps.db), broadcaster: deps.broadcaster });

  return async (app) => {
    const stopWatch = tableTime.start();
    app.addHook('onClose', async () => stopWatch());
    await app.register(tablesRoutes(tables, orderTables));
    await app.register(reservationsRoutes(reservations));
    await app.register(orderHistoryRoutes(history));
  };
}
