import { expect } from 'vitest';
import type { AdminAddOn, AdminBundle, OutletProduct, SubProduct } from '@kasir/contracts';
import { openPaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';

/** The back-office testbed (owner, cashier on shift at Kopi Senja, a second owner) with the till's menu reads. */
export async function openAddOnAdminTestbed() {
  const bed = await openPaymentAdminTestbed();
  const lama = bed.server.ids.outletIds.kopiSenjaLama;
  const category = async (outletId: number, name?: string) => {
    let query = bed.db.selectFrom('product_categories').select('id').where('outlet_id', '=', outletId);
    if (name) query = query.where('name', '=', name);
    return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
  };
  /** A product of another outlet of the same owner (Grill & Chill). */
  const productOfOtherOutlet = async () =>
    (await bed.db.selectFrom('outlet_products').innerJoin('outlets', 'outlets.id', 'outlet_products.outlet_id').select('outlet_products.id').where('outlets.owner_id', '=', bed.server.ids.ownerId).where('outlet_products.outlet_id', '<>', bed.outlet).orderBy('outlet_products.id').executeTakeFirstOrThrow()).id;
  const tillMenu = async (): Promise<OutletProduct[]> => {
    const answer = await bed.asCashier('GET', '/outletProduct/');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as OutletProduct[];
  };
  const tillAddOnsOf = async (productId: number): Promise<string[]> => {
    const answer = await bed.asCashier('GET', `/outletSubProduct/${productId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as SubProduct[]).map((sub) => sub.Name);
  };
  const addOns = async (outletId = bed.outlet): Promise<AdminAddOn[]> => {
    const answer = await bed.owner('GET', `/outlet/${outletId}/subProducts`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as AdminAddOn[];
  };
  const bundles = async (outletId = bed.outlet): Promise<AdminBundle[]> => {
    const answer = await bed.owner('GET', `/outlet/${outletId}/bundles`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as AdminBundle[];
  };
  /** The field names of a 400's errors. */
  const fieldsOf = (answer: { json(): unknown }) => ((answer.json() as { data: Array<{ field: string }> }).data ?? []).map((error) => error.field).join(',');
  return { ...bed, lama, category, productOfOtherOutlet, tillMenu, tillAddOnsOf, addOns, bundles, fieldsOf };
}

export type AddOnAdminTestbed = Awaited<ReturnType<typeof openAddOnAdminTestbed>>;
