/** Orders and their lines, add-ons, bundles, tables, pending items, audit trail (issue 4; the orders module owns it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its module's migration
export interface OrderTables {}
