import type { Generated } from 'kysely';

/**
 * E-mailed receipts (issue 22, migration 0026). The outbox's delivery columns are on
 * EmailOutboxTable (schema-payments.ts), where the table has always been typed.
 */

/** The outlet's receipt e-mail template (GET /outletEmailTemplate); none stored = the default. */
export interface OutletEmailTemplatesTable {
  id: Generated<number>;
  outlet_id: number;
  /** May name {outlet} and {receiptNo}. */
  subject: string;
  header_text: string;
  footer_text: string;
  show_logo: Generated<number>;
  updated_at: string;
}

export interface EmailDeliveryTables {
  outlet_email_templates: OutletEmailTemplatesTable;
}
