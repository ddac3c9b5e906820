import { describeCatalogParity } from '../../i18n/catalog-parity.ts';
import { backOfficeCatalogs } from './backoffice-i18n.ts';

describeCatalogParity('back office', backOfficeCatalogs);
