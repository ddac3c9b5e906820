import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogIdParamSchema,
  FavoriteProductBodySchema,
  SetProductStockBodySchema,
  SetSubProductStockBodySchema,
  SubProductCashierQuerySchema,
} from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { CatalogService } from './catalog.service.ts';
import type { StockService } from './stock.service.ts';

/** Spec §7 Products, and the menu calls of Order (order types) and Outlet (products, charges). */
export function catalogRoutes(menu: CatalogService, stock: StockService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/productCategory/', async (request) => ({ data: await menu.categories(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletProduct/', async (request) => ({ data: await menu.menu(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletProduct/soldout', async (request) => ({ data: await menu.soldOutProducts(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletProduct/activePromo', async (request) => ({ data: await menu.activeProductPromos(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletProduct/outletProductParent/:id', { schema: { params: CatalogIdParamSchema } }, async (request) => ({
      data: await menu.parentsOfProduct(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.put('/outletProduct/setStock/cashier', { schema: { body: SetProductStockBodySchema } }, async (request) => ({
      data: await stock.setProductStock(requireAuth(request), readOutletHeader(request), request.body),
    }));

    app.get('/outletSubProduct/:id', { schema: { params: CatalogIdParamSchema } }, async (request) => ({
      data: await menu.subProductsOfProduct(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.put('/subProduct/setStock', { schema: { body: SetSubProductStockBodySchema } }, async (request) => ({
      data: await stock.setSubProductStock(requireAuth(request), readOutletHeader(request), request.body),
    }));

    app.get('/subProduct/soldOut', async (request) => ({
      data: await menu.subProducts(requireAuth(request), readOutletHeader(request), { onlySoldOut: true }),
    }));

    app.get('/subProduct/cashier', { schema: { querystring: SubProductCashierQuerySchema } }, async (request) => ({
      data: await menu.subProducts(requireAuth(request), readOutletHeader(request), { onlySoldOut: false }),
    }));

    app.get('/favoriteProduct/', async (request) => ({ data: await menu.favorites(requireAuth(request), readOutletHeader(request)) }));

    app.post('/favoriteProduct/add', { schema: { body: FavoriteProductBodySchema } }, async (request, reply) => {
      reply.status(201);
      return { data: await menu.addFavorite(requireAuth(request), readOutletHeader(request), request.body.OutletProductId) };
    });

    app.put('/favoriteProduct/delete', { schema: { body: FavoriteProductBodySchema } }, async (request) => ({
      data: await menu.removeFavorite(requireAuth(request), readOutletHeader(request), request.body.OutletProductId),
    }));

    app.get('/orderType/', async () => ({ data: menu.orderTypes() }));

    app.get('/outletOrderType/', async (request) => ({ data: await menu.outletOrderTypes(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletCharge/active', async (request) => ({ data: await menu.activeCharges(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletCharge/byId/:id', { schema: { params: CatalogIdParamSchema } }, async (request) => ({
      data: await menu.charge(requireAuth(request), readOutletHeader(request), request.params.id),
    }));
  };
}
