import type { Generated } from 'kysely';

/** What a cashier wrote to the owner (migration 0016). */
export interface HelpMessagesTable {
  id: Generated<number>;
  owner_id: number;
  outlet_id: number;
  user_id: number;
  subject: string | null;
  message: string;
  created_at: string;
  outlet_date: string;
  read_at: string | null;
  emailed_at: string | null;
  idempotency_key: string | null;
}

export interface HelpTables {
  help_messages: HelpMessagesTable;
}
