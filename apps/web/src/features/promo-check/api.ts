import { CheckPromoResultSchema, type CheckPromoBody, type CheckPromoResult } from '@kasir/contracts';
import { ApiError, http } from '../../api/http-client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { checkPromoFailureText } from './check-promo-failure.ts';

/** The server's answer to a call without a session. */
const UNAUTHENTICATED_STATUS = 401;

/**
 * POST /promo/checkPromo from the public /check-promo page. The page needs no sign-in, but the
 * server looks codes up among the signed-in owner's vouchers: the call goes with the session's
 * token and outlet as every call does, and a browser without a session is told to sign in.
 */
export async function checkPromo(body: CheckPromoBody): Promise<CheckPromoResult> {
  try {
    return await http.post('/promo/checkPromo', body, { schema: CheckPromoResultSchema });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) throw error;
    if (error.status === UNAUTHENTICATED_STATUS) throw new ApiError(i18n.t('promoCheck.signInNeeded'), error.status, error.errorCode, error.body);
    // Spec §7: a refused check shows the error the server put in data, else 'Not Found'.
    throw new ApiError(checkPromoFailureText(error.body), error.status, error.errorCode, error.body);
  }
}
