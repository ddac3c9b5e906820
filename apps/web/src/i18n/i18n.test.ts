import { catalogs } from './catalogs.ts';
import { describeCatalogParity } from './catalog-parity.ts';

describeCatalogParity('cashier app', catalogs);
