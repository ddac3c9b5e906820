import type { Kysely } from 'kysely';
import { CatalogPart, ADD_MENU_LIST_LIMIT, type AddOutletProductInput, type NotInOutletQuery, type OutletProduct, type OwnerProduct } from '@kasir/contracts';
import { ModuleType, ServerMessage, fillMessage, levelPricesFromWire, moneyFromDecimalRupiah, serializeLevelPrices, toHundredths } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { announceCatalogChange } from '../../realtime/catalog-events.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { presentProduct } from '../catalog/catalog.presenter.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentOwnerProduct } from './outlet-menu.presenter.ts';
import type { OutletMenuRepository } from './outlet-menu.repository.ts';

type Deps = {
  db: Kysely<Database>;
  repository: OutletMenuRepository;
  catalog: Pick<CatalogRepository, 'findProduct'>;
  outlets: Pick<OutletsService, 'resolveOutlet'>;
  users: Pick<UsersRepository, 'findById' | 'loadRoles'>;
  broadcaster: Broadcaster;
  now?: () => Date;
};

const ADD_MENU_ACTION = "add products to this outlet's menu";

/**
 * /cashier/add-menu (issue 21): the owner's products this outlet does not sell yet, and the
 * "add outlet product" dialog's write. Both need the PRODUCT module (spec §6, 11) on the
 * cashier's role, checked here whatever the screen showed.
 */
export function createOutletMenuService(deps: Deps) {
  const { db, repository } = deps;
  const clock = () => (deps.now ?? (() => new Date()))();

  async function assertProductModule(auth: AuthContext): Promise<void> {
    if (auth.kind === 'owner') return;
    const user = auth.userId === null ? undefined : await deps.users.findById(auth.ownerId, auth.userId);
    const role = user?.role_id ? (await deps.users.loadRoles([user.role_id])).get(user.role_id) : undefined;
    if (!role?.moduleIds.includes(ModuleType.PRODUCT)) throw new AppError('FORBIDDEN', fillMessage(ServerMessage.NO_ACCESS_OTHER, { action: ADD_MENU_ACTION }));
  }

  async function open(auth: AuthContext, outletHeader: number | null): Promise<number> {
    await assertProductModule(auth);
    return (await deps.outlets.resolveOutlet(auth, outletHeader)).id;
  }

  async function present(outletId: number, outletProductId: number): Promise<OutletProduct> {
    const row = await deps.catalog.findProduct(outletId, outletProductId);
    if (!row) throw new AppError('NOT_FOUND', fillMessage(ServerMessage.PRODUCT_ID_NOT_FOUND, { id: outletProductId }));
    return presentProduct(row, { subProducts: [], pendingTotal: 0 });
  }

  return {
    async listNotInOutlet(auth: AuthContext, outletHeader: number | null, query: NotInOutletQuery): Promise<OwnerProduct[]> {
      const outletId = await open(auth, outletHeader);
      const rows = await repository.listNotInOutlet(db, auth.ownerId, outletId, query.search ?? '', ADD_MENU_LIST_LIMIT);
      return rows.map(presentOwnerProduct);
    },

    /**
     * One transaction: the product is claimed (row lock), then checked (the owner's, live, not on
     * this outlet yet) and its outlet row made with the product's name and picture. With an
     * Idempotency-Key a retry answers the row the first call made; without one, a second add of
     * the same product is refused naming ProductId. Tills hear catalog:changed after commit.
     */
    async addToOutlet(auth: AuthContext, outletHeader: number | null, body: AddOutletProductInput, requestKey: string | null): Promise<{ product: OutletProduct; isCreated: boolean }> {
      const outletId = await open(auth, outletHeader);
      if (requestKey !== null) {
        const existing = await repository.findByRequestKey(db, outletId, requestKey);
        if (existing !== undefined) return { product: await present(outletId, existing), isCreated: false };
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const product = await repository.findLiveProduct(trx, auth.ownerId, body.ProductId);
          if (!product) throw new AppError('NOT_FOUND', fillMessage(ServerMessage.PRODUCT_ID_NOT_FOUND, { id: body.ProductId }), [{ field: 'ProductId', error: 'not found' }]);
          if (!(await repository.isCategoryOfOutlet(trx, outletId, body.ProductCategoryId))) throw invalidField('ProductCategoryId', ServerMessage.MUST_BE_CATEGORY_OF_OUTLET);
          await repository.lockProduct(trx, product.id);
          const current = await repository.findOutletRowOfProduct(trx, outletId, product.id);
          if (current?.isActive === true) {
            const message = fillMessage(ServerMessage.PRODUCT_ALREADY_ON_OUTLET, { name: product.name });
            throw new AppError('CONFLICT', message, [{ field: 'ProductId', error: message }]);
          }
          const row = {
            outletId,
            product,
            categoryId: body.ProductCategoryId,
            sellPriceHundredths: toHundredths(moneyFromDecimalRupiah(body.SellPrice)),
            levelPrices: serializeLevelPrices(levelPricesFromWire(body.LevelPrices)),
            quantity: body.Quantity,
            requestKey,
            at: clock().toISOString(),
          };
          // A row the owner made unavailable is sold again rather than twinned.
          return current ? repository.reactivate(trx, current.id, row) : repository.insert(trx, row);
        });
      } catch (error) {
        // The same key committed by a concurrent retry: answer its row.
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findByRequestKey(db, outletId, requestKey) : undefined;
        if (raced !== undefined) return { product: await present(outletId, raced), isCreated: false };
        throw error;
      }
      await announceCatalogChange(deps.broadcaster, [outletId], [CatalogPart.PRODUCTS]);
      return { product: await present(outletId, id), isCreated: true };
    },
  };
}

export type OutletMenuService = ReturnType<typeof createOutletMenuService>;
