import { SpecMessage } from '@kasir/domain';

/** Spec §7 checkPromo: a failure answers data with an error; without one the page says 'Not Found'. */
export function checkPromoFailureText(body: unknown): string {
  if (body === null || typeof body !== 'object' || !('data' in body)) return SpecMessage.CHECK_PROMO_NOT_FOUND;
  const { data } = body;
  const first: unknown = Array.isArray(data) ? data[0] : data;
  if (first !== null && typeof first === 'object' && 'error' in first && typeof first.error === 'string' && first.error.trim().length > 0) return first.error;
  return SpecMessage.CHECK_PROMO_NOT_FOUND;
}
