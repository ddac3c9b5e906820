import type { TFunction } from 'i18next';
import { codeName, PaymentMethodTypeCode } from '@kasir/domain';

/**
 * What a method group is titled with (spec §2 "titled with the type name"): the server names
 * the types in one language, so the spec §3 type codes are translated by code; a type this app
 * does not know keeps the server's name.
 */
export function paymentTypeLabel(t: TFunction, type: { Id: number; Name: string }): string {
  const name = codeName(PaymentMethodTypeCode, type.Id);
  return name ? t(`payment.types.${name}`) : type.Name;
}

/** The plain names an outlet gives its cash method; anything more particular is the outlet's own word. */
const PLAIN_CASH_NAMES: readonly string[] = ['cash', 'tunai', 'uang tunai', '现金'];

/**
 * A method's name on screen: a cash method named plainly ("Cash", "Tunai") reads as Cash in the
 * chosen language; every other name is the outlet's and shows as written.
 */
export function paymentMethodLabel(t: TFunction, method: { name: string; type: number }): string {
  const isPlainCash = method.type === PaymentMethodTypeCode.CASH && PLAIN_CASH_NAMES.includes(method.name.trim().toLocaleLowerCase());
  return isPlainCash ? t('payment.cash') : method.name;
}
