/** Menu: categories, products, add-ons, bundles, favourites, order types, charges, promos (issue 4; the catalog module owns it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its module's migration
export interface CatalogTables {}
