import { sql, type Kysely } from 'kysely';
import { withId, type Dialect } from './column-helpers.ts';

/**
 * Issue 20, the owner's payment methods, charges and images:
 * - images: what POST /image/upload kept (the file lives in the upload directory under file_name);
 * - outlet_payment_methods.image_id: the image chosen (image keeps its file name for the till);
 * - request_key on payment methods and charges: a retried create with the same Idempotency-Key
 *   answers the row it made (unique per outlet; NULL keys never collide);
 * - a live method's name is unique in its outlet whatever its case (archived ones may repeat it),
 *   so two buttons of the payment dialog never read the same;
 * - outlet_charges.archived_at: set when the owner deletes a charge that orders were priced with
 *   (is_active stays the owner's own on/off switch, so archiving needs its own mark).
 */
export function paymentAdminMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('images'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('file_name', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('images_owner_idx').on('images').column('owner_id').execute();

      await db.schema.alterTable('outlet_payment_methods').addColumn('image_id', 'integer').execute();
      await db.schema.alterTable('outlet_payment_methods').addColumn('request_key', 'varchar(100)').execute();
      await db.schema.createIndex('outlet_payment_methods_request_key_idx').on('outlet_payment_methods').columns(['outlet_id', 'request_key']).unique().execute();
      await db.schema
        .createIndex('outlet_payment_methods_live_name_idx')
        .on('outlet_payment_methods')
        .expression(sql`outlet_id, lower(name)`)
        .where(sql.ref('is_active'), '=', 1)
        .unique()
        .execute();

      await db.schema.alterTable('outlet_charges').addColumn('request_key', 'varchar(100)').execute();
      await db.schema.alterTable('outlet_charges').addColumn('archived_at', 'text').execute();
      await db.schema.createIndex('outlet_charges_request_key_idx').on('outlet_charges').columns(['outlet_id', 'request_key']).unique().execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('outlet_charges_request_key_idx').execute();
      await db.schema.alterTable('outlet_charges').dropColumn('archived_at').execute();
      await db.schema.alterTable('outlet_charges').dropColumn('request_key').execute();
      await db.schema.dropIndex('outlet_payment_methods_live_name_idx').execute();
      await db.schema.dropIndex('outlet_payment_methods_request_key_idx').execute();
      await db.schema.alterTable('outlet_payment_methods').dropColumn('request_key').execute();
      await db.schema.alterTable('outlet_payment_methods').dropColumn('image_id').execute();
      await db.schema.dropTable('images').execute();
    },
  };
}
