import { CheckPromoResultSchema, type CheckPromoBody, type CheckPromoResult } from '@kasir/contracts';
import { ApiError, http } from '../../api/http-client.ts';
import { checkPromoFailureText } from './check-promo-failure.ts';

/**
 * POST /promo/checkPromo from the public /check-promo page: sent without any token (a guest's
 * phone has none, and a cashier's old token must not make a public check fail or log anyone out).
 */
export async function checkPromo(body: CheckPromoBody): Promise<CheckPromoResult> {
  try {
    return await http.post('/promo/checkPromo', body, { schema: CheckPromoResultSchema, token: null });
  } catch (error) {
    // Spec §7: a refused check shows the error the server put in data, else 'Not Found'.
    if (error instanceof ApiError && error.status !== null) throw new ApiError(checkPromoFailureText(error.body), error.status, error.errorCode, error.body);
    throw error;
  }
}
