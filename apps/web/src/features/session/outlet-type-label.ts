import type { TFunction } from 'i18next';
import { OutletType, codeName } from '@kasir/domain';

/** The translated name of an outlet type code (spec §1). */
export function outletTypeLabel(t: TFunction, type: number): string {
  const name = codeName(OutletType, type);
  return name ? t(`outletType.${name}`) : t('outletType.unknown', { type });
}
