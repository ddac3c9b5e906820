import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type ProductUpdateStockEvent } from '@kasir/contracts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createTerminals, nextEvent, staysSilent } from '../../test-support/terminals.ts';
import { catalogClient, signInAs, type Session } from './catalog-test-client.ts';

/** product:updateStock reaches every terminal of the outlet after the stock change commits, and no other outlet. */
let server: TestServer;
let baseUrl: string;
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

const openTerminal = (session: Session, outletId: number) => terminals.open(baseUrl, session.cashierToken, outletId);

describe('product:updateStock', () => {
  it('tells the other terminals of the outlet the new stock of a product and of an add-on', async () => {
    const kopiSenja = server.ids.outletIds.kopiSenja;
    const budi = await signInAs(server, 'budi');
    const ani = await signInAs(server, 'ani');
    const citra = await signInAs(server, 'citra');
    const otherTerminal = await openTerminal(ani, kopiSenja);
    const otherOutlet = await openTerminal(citra, server.ids.outletIds.grillChill);
    const client = catalogClient(server, budi, kopiSenja);
    const espresso = await client.product('Espresso');

    const received = nextEvent<ProductUpdateStockEvent>(otherTerminal, ServerEvent.PRODUCT_UPDATE_STOCK);
    const silentElsewhere = staysSilent(otherOutlet, ServerEvent.PRODUCT_UPDATE_STOCK);
    const response = await client.call('PUT', '/outletProduct/setStock/cashier', { OutletProductId: espresso.Id, Quantity: 0, IsSoldOut: true });
    expect(response.statusCode).toBe(200);
    expect(await received).toMatchObject({ OutletId: kopiSenja, OutletProducts: [{ Id: espresso.Id, Quantity: 0, IsSoldOut: true }], SubProducts: [] });
    expect(await silentElsewhere).toBe(true);

    const extraShot = espresso.SubProduct.find((sub) => sub.Name === 'Extra Shot')!;
    const subReceived = nextEvent<ProductUpdateStockEvent>(otherTerminal, ServerEvent.PRODUCT_UPDATE_STOCK);
    expect((await client.call('PUT', '/subProduct/setStock', { SubProductId: extraShot.Id, Quantity: 12, IsSoldOut: false })).statusCode).toBe(200);
    expect(await subReceived).toMatchObject({ OutletProducts: [], SubProducts: [{ Id: extraShot.Id, Quantity: 12, IsSoldOut: false }] });
  });

  it('sends nothing when the change is refused', async () => {
    const kopiSenja = server.ids.outletIds.kopiSenja;
    const dewi = await signInAs(server, 'dewi');
    const watcher = await openTerminal(await signInAs(server, 'ani'), kopiSenja);
    const client = catalogClient(server, dewi, kopiSenja);
    const espresso = await client.product('Espresso');
    const silent = staysSilent(watcher, ServerEvent.PRODUCT_UPDATE_STOCK);
    expect((await client.call('PUT', '/outletProduct/setStock/cashier', { OutletProductId: espresso.Id, Quantity: 3, IsSoldOut: false })).statusCode).toBe(403);
    expect(await silent).toBe(true);
  });
});
