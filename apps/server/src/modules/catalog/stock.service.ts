import { OtherPermission } from '@kasir/domain';
import { ServerEvent, type OutletProduct, type SetProductStockBody, type SetSubProductStockBody, type SubProduct } from '@kasir/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { PermissionChecker } from '../users/permissions.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { presentSubProduct } from './catalog.presenter.ts';
import type { CatalogService } from './catalog.service.ts';
import { setProductStock, setSubProductStock, type StockChanges } from './stock.repository.ts';

type Deps = {
  db: Kysely<Database>;
  catalog: CatalogRepository;
  menu: CatalogService;
  outlets: OutletsService;
  permissions: PermissionChecker;
  broadcaster: Broadcaster;
};

/**
 * Tells every terminal of the outlet the new stock (product:updateStock). Call it only after
 * the transaction that changed the stock has committed; the orders module uses it too.
 */
export async function emitStockChanges(broadcaster: Broadcaster, outletId: number, changes: StockChanges): Promise<void> {
  if (changes.OutletProducts.length === 0 && changes.SubProducts.length === 0) return;
  await broadcaster.emitToOutlet(outletId, ServerEvent.PRODUCT_UPDATE_STOCK, changes);
}

/** The cashier's stock and sold-out settings (permission "set product stock", spec §6). */
export function createStockService(deps: Deps) {
  return {
    async setProductStock(auth: AuthContext, outletIdHeader: number | null, body: SetProductStockBody): Promise<OutletProduct> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SET_PRODUCT_STOCK, 'set product stock');
      const at = new Date().toISOString();
      const isUpdated = await deps.db.transaction().execute((trx) =>
        setProductStock(trx, outlet.id, body.OutletProductId, { quantity: body.Quantity, isSoldOut: body.IsSoldOut, at }),
      );
      if (!isUpdated) throw notFound(`Product ${body.OutletProductId}`);
      const product = await deps.menu.requireProduct(outlet.id, body.OutletProductId);
      await emitStockChanges(deps.broadcaster, outlet.id, {
        OutletProducts: [{ Id: product.id, Quantity: product.stock_quantity, IsSoldOut: product.is_sold_out === 1 }],
        SubProducts: [],
      });
      const [presented] = await deps.menu.presentProducts(outlet.id, [product]);
      return presented!;
    },

    async setSubProductStock(auth: AuthContext, outletIdHeader: number | null, body: SetSubProductStockBody): Promise<SubProduct> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.SET_PRODUCT_STOCK, 'set product stock');
      const at = new Date().toISOString();
      const isUpdated = await deps.db.transaction().execute((trx) =>
        setSubProductStock(trx, outlet.id, body.SubProductId, { quantity: body.Quantity, isSoldOut: body.IsSoldOut, at }),
      );
      if (!isUpdated) throw notFound(`Add-on ${body.SubProductId}`);
      const subProduct = await deps.catalog.findSubProduct(outlet.id, body.SubProductId);
      if (!subProduct) throw notFound(`Add-on ${body.SubProductId}`);
      await emitStockChanges(deps.broadcaster, outlet.id, {
        OutletProducts: [],
        SubProducts: [{ Id: subProduct.id, Quantity: subProduct.quantity, IsSoldOut: subProduct.is_sold_out === 1 }],
      });
      return presentSubProduct(subProduct);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
