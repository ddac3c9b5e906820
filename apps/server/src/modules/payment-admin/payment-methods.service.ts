import type { Kysely } from 'kysely';
import { ServerMessage, fillMessage } from '@kasir/domain';
import { ServerEvent, type AdminPaymentMethod, type PaymentMethodInput, type RemovalResult } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { isForeignKeyViolation } from './foreign-key-violation.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { requireOwnerOutlet } from './owner-outlet.ts';
import { presentMethod, toStoredHundredths } from './payment-admin.presenter.ts';
import type { PaymentMethodsRepository } from './payment-methods.repository.ts';

const NAME_TAKEN = ServerMessage.PAYMENT_METHOD_NAME_TAKEN;

type Deps = { db: Kysely<Database>; repository: PaymentMethodsRepository; broadcaster: Broadcaster };

/**
 * The owner's payment methods of one outlet (back office). Every write is one transaction and
 * tells the outlet's terminals after commit, so the payment dialog shows the change at once.
 */
export function createPaymentMethodsService(deps: Deps) {
  const { db, repository } = deps;
  const announce = (outletId: number) => deps.broadcaster.emitToOutlet(outletId, ServerEvent.PAYMENT_METHOD_CHANGED, {});

  /** The columns a body sets; the image's file name is copied so the till's list needs no join. */
  async function columnsOf(executor: Kysely<Database>, auth: AuthContext, body: PaymentMethodInput) {
    const image = body.ImageId === null ? null : await repository.findImage(executor, auth.ownerId, body.ImageId);
    if (body.ImageId !== null && !image) throw notFound('Image');
    return {
      name: body.Name,
      type: body.Type,
      open_drawer: body.OpenDrawer ? 1 : 0,
      is_use_point: body.IsUsePoint ? 1 : 0,
      max_point: body.MaxPoint,
      is_no_sales: body.IsNoSales ? 1 : 0,
      default_value: body.DefaultValue === null ? null : toStoredHundredths(body.DefaultValue),
      image_id: image?.id ?? null,
      image: image?.file_name ?? null,
      position: body.Position,
    } as const;
  }

  /** A unique-index refusal under a concurrent write is the same answer as the check's. */
  const nameRace = (error: unknown): never => {
    if (isUniqueViolation(error)) throw invalidField('Name', NAME_TAKEN);
    throw error;
  };

  async function read(auth: AuthContext, id: number): Promise<AdminPaymentMethod> {
    const row = await repository.findForOwner(db, auth.ownerId, id);
    if (!row) throw notFound('Payment method');
    return presentMethod(row);
  }

  return {
    async list(auth: AuthContext, outletId: number): Promise<AdminPaymentMethod[]> {
      await requireOwnerOutlet(db, auth.ownerId, outletId);
      return (await repository.list(db, outletId)).map(presentMethod);
    },

    /** With an Idempotency-Key, a retry answers the method the first call made. */
    async create(auth: AuthContext, body: PaymentMethodInput, requestKey: string | null): Promise<AdminPaymentMethod> {
      await requireOwnerOutlet(db, auth.ownerId, body.OutletId);
      if (requestKey !== null) {
        const existing = await repository.findByRequestKey(db, body.OutletId, requestKey);
        if (existing !== undefined) return read(auth, existing);
      }
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          if (await repository.nameTaken(trx, body.OutletId, body.Name, null)) throw invalidField('Name', NAME_TAKEN);
          const columns = await columnsOf(trx, auth, body);
          return repository.insert(trx, { ...columns, outlet_id: body.OutletId, is_active: 1, request_key: requestKey });
        });
      } catch (error) {
        // The same key committed by a concurrent retry: answer its method.
        const raced = requestKey !== null && isUniqueViolation(error) ? await repository.findByRequestKey(db, body.OutletId, requestKey) : undefined;
        if (raced !== undefined) return read(auth, raced);
        return nameRace(error);
      }
      await announce(body.OutletId);
      return read(auth, id);
    },

    async update(auth: AuthContext, id: number, body: PaymentMethodInput): Promise<AdminPaymentMethod> {
      const current = await repository.findForOwner(db, auth.ownerId, id);
      if (!current) throw notFound('Payment method');
      if (body.OutletId !== current.outlet_id) throw invalidField('OutletId', ServerMessage.MUST_BE_OUTLET_OF_ROW);
      if (current.is_active !== 1) throw new AppError('CONFLICT', fillMessage(ServerMessage.ARCHIVED_CANNOT_CHANGE, { name: current.name }));
      await db
        .transaction()
        .execute(async (trx) => {
          if (await repository.nameTaken(trx, current.outlet_id, body.Name, id)) throw invalidField('Name', NAME_TAKEN);
          await repository.update(trx, id, await columnsOf(trx, auth, body));
        })
        .catch(nameRace);
      await announce(current.outlet_id);
      return read(auth, id);
    },

    /** Archived (kept for the payments that name it) when anything refers to it, deleted otherwise. */
    async remove(auth: AuthContext, id: number): Promise<RemovalResult> {
      const removeOnce = (mayDelete: boolean) =>
        db.transaction().execute(async (trx) => {
          const current = await repository.findForOwner(trx, auth.ownerId, id);
          if (!current) throw notFound('Payment method');
          const archived = current.is_used || !mayDelete;
          if (archived) await repository.archive(trx, id);
          else await repository.delete(trx, id);
          return { outletId: current.outlet_id, archived };
        });
      // A payment committed with it between the check and the delete: the key refuses the delete, so archive.
      const outcome = await removeOnce(true).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return removeOnce(false);
        throw error;
      });
      await announce(outcome.outletId);
      return { Id: id, Archived: outcome.archived };
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
