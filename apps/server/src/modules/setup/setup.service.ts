import type { SetupOutletInput, SetupOutletResult } from '@kasir/contracts';
import { SETUP_ROUNDING_NONE } from '@kasir/contracts';
import { ChargeDeductFrom, DEFAULT_AREA_SIZE, OrderType, setupGridCapacity, setupTableGrid, type CodeValue } from '@kasir/domain';
import type { MenuSeed } from '../../db/seed/catalog-types.ts';
import { invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { SecretHasher } from '../../platform/secrets-hashing.ts';
import type { SetupPlan, SetupRepository, SetupResultRow } from './setup.repository.ts';

/** The four order types every outlet sells under (spec OrderType), named as the demo's. */
const ORDER_TYPES: ReadonlyArray<{ orderType: CodeValue<typeof OrderType>; name: string }> = [
  { orderType: OrderType.DINE_IN, name: 'Dine In' },
  { orderType: OrderType.TAKE_AWAY, name: 'Take Away' },
  { orderType: OrderType.DELIVERY, name: 'Delivery' },
  { orderType: OrderType.MARKETPLACE, name: 'Marketplace' },
];
/** The first category's department: kitchen tickets group by it. */
const FIRST_DEPARTMENT = 'Kitchen';
const TABLE_NAME_PREFIX = 'T';

const present = (row: SetupResultRow): SetupOutletResult => ({ OutletId: row.outletId, UserId: row.userId, Username: row.username });

/** The wizard's menu part: order types with the charges they apply, one category of first products. */
function menuOf(body: SetupOutletInput): MenuSeed {
  const isRounded = body.Outlet.Rounding !== SETUP_ROUNDING_NONE;
  return {
    departments: [FIRST_DEPARTMENT],
    categories: [{ name: body.Category.Name, department: FIRST_DEPARTMENT, products: body.Products.map((product) => ({ name: product.Name, price: product.Price })) }],
    addOns: [],
    bundles: [],
    charges: body.Charges.map((charge) => ({ name: charge.Name, percent: charge.Percent, deductFrom: ChargeDeductFrom.SUB_TOTAL })),
    orderTypes: ORDER_TYPES.map((type) => ({
      ...type,
      priceLevel: null,
      // Marketplace totals are the platform's to round; the others follow the outlet's rounding.
      isRounded: isRounded && type.orderType !== OrderType.MARKETPLACE,
      charges: body.Charges.filter((charge) => charge.OrderTypes.includes(type.orderType)).map((charge) => charge.Name),
    })),
    promos: [],
  };
}

/**
 * POST /setup/outlet: the first-run wizard's outlet, made whole in one transaction (outlet,
 * settings, order types, charges, payment methods, floor, role, cashier, printer, first menu).
 * With an Idempotency-Key a repeat, even one racing the first, answers the first outlet.
 */
export function createSetupService(deps: { setup: SetupRepository; hasher: SecretHasher }) {
  function tablesOf(body: SetupOutletInput): SetupPlan['area']['tables'] {
    const points = setupTableGrid(body.Area.TableCount, body.Area.Capacity, DEFAULT_AREA_SIZE);
    if (points === null) {
      const { columns, rows } = setupGridCapacity(body.Area.Capacity, DEFAULT_AREA_SIZE);
      throw invalidField('Area.TableCount', `At most ${columns * rows} tables of ${body.Area.Capacity} seats fit in the area`);
    }
    return points.map((point, index) => ({ name: `${TABLE_NAME_PREFIX}${index + 1}`, ...point }));
  }

  return {
    async createOutlet(auth: AuthContext, body: SetupOutletInput, idempotencyKey: string | null): Promise<SetupOutletResult> {
      if (idempotencyKey !== null) {
        const earlier = await deps.setup.findByIdempotencyKey(auth.ownerId, idempotencyKey);
        if (earlier) return present(earlier);
      }
      const tables = tablesOf(body);
      const [ip = '', port = '0'] = body.Printer.IpAddress.split(':');
      const plan: SetupPlan = {
        outlet: {
          name: body.Outlet.Name,
          type: body.Outlet.Type,
          address: body.Outlet.Address,
          telephone: body.Outlet.Telephone,
          timeZone: body.Outlet.TimeZone,
          currencyCode: body.Outlet.CurrencyCode,
          isPrinterV2: body.Outlet.IsPrinterV2,
          excludeChargeNoSales: body.Outlet.ExcludeChargeNoSales,
          rounding: body.Outlet.Rounding === SETUP_ROUNDING_NONE ? null : body.Outlet.Rounding,
        },
        idempotencyKey,
        paymentMethods: body.PaymentMethods.map((method) => ({ name: method.Name, type: method.Type, openDrawer: method.OpenDrawer })),
        menu: menuOf(body),
        area: { name: body.Area.Name, size: DEFAULT_AREA_SIZE, capacity: body.Area.Capacity, tables },
        cashier: { name: body.Cashier.Name, username: body.Cashier.Username, pinHash: await deps.hasher.hashSecret(body.Cashier.PIN) },
        printer: { name: body.Printer.Name, ip, port: Number(port) },
      };
      try {
        return present(
          await deps.setup.transaction(async (trx) => {
            await deps.setup.lockOwner(trx, auth.ownerId);
            if (idempotencyKey !== null) {
              const earlier = await deps.setup.findByIdempotencyKey(auth.ownerId, idempotencyKey, trx);
              if (earlier) return earlier;
            }
            if (await deps.setup.isOutletNameTaken(trx, auth.ownerId, plan.outlet.name)) throw invalidField('Outlet.Name', 'Name is already used by another outlet');
            if (await deps.setup.isUsernameTaken(trx, auth.ownerId, plan.cashier.username)) throw invalidField('Cashier.Username', 'Username is already used');
            return deps.setup.insertOutlet(trx, auth.ownerId, plan);
          }),
        );
      } catch (error) {
        // The owner's lock serialises this server's setups; another server instance on the same
        // PostgreSQL may still race past it to the unique key: then answer what the winner made.
        if (idempotencyKey !== null && isUniqueViolation(error)) {
          const earlier = await deps.setup.findByIdempotencyKey(auth.ownerId, idempotencyKey);
          if (earlier) return present(earlier);
        }
        throw error;
      }
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
