import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of per-outlet settings and the global ones. */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    listForOutlet: (outletId: number) =>
      db.selectFrom('outlet_settings').selectAll().where('outlet_id', '=', outletId).orderBy('code').execute(),

    findForOutlet: (outletId: number, code: string) =>
      db.selectFrom('outlet_settings').selectAll().where('outlet_id', '=', outletId).where('code', '=', code).executeTakeFirst(),

    findGlobal: (code: string) => db.selectFrom('global_settings').selectAll().where('code', '=', code).executeTakeFirst(),

    async upsertForOutlet(outletId: number, values: Array<{ Code: string; Value: string }>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const setting of values) {
          await trx
            .insertInto('outlet_settings')
            .values({ outlet_id: outletId, code: setting.Code, value: setting.Value })
            .onConflict((conflict) => conflict.columns(['outlet_id', 'code']).doUpdateSet({ value: setting.Value }))
            .execute();
        }
      });
    },

    async upsertGlobal(code: string, value: string): Promise<void> {
      await db
        .insertInto('global_settings')
        .values({ code, value })
        .onConflict((conflict) => conflict.column('code').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
