/** Seating: areas, tables, reservations (issue 5; the tables module owns it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its module's migration
export interface FloorTables {}
