import type { TestServer } from './test-server.ts';

/**
 * Sets a demo product's stock as the stock screen would (sold out or not, a counted quantity or
 * null for untracked). The demo data has Croissant sold out, so a test that sells Paket Sarapan
 * (Americano + Croissant) puts it back in stock first: a bundle never sells while a product
 * inside it is sold out.
 */
export async function setProductStock(server: TestServer, outletId: number, name: string, stock: { isSoldOut: boolean; quantity?: number | null }): Promise<void> {
  await server.database.db
    .updateTable('outlet_products')
    .set({ is_sold_out: stock.isSoldOut ? 1 : 0, stock_quantity: stock.quantity ?? null, updated_at: new Date().toISOString() })
    .where('outlet_id', '=', outletId)
    .where('name', '=', name)
    .execute();
}

/** Croissant back in stock, so Paket Sarapan sells (see setProductStock). */
export const putCroissantBackInStock = (server: TestServer, outletId: number) => setProductStock(server, outletId, 'Croissant', { isSoldOut: false });
