import { matchMessage } from '@kasir/domain';
import type { ErrorBody } from '@kasir/contracts';

/**
 * The error body with messageCode and messageParams of the text a spec client shows
 * (data[0].error, else message), looked up in the one message table (domain MessageTemplate),
 * so no throw site names codes by hand. `field` joins the params when data[0] names one.
 * A text the table does not know goes out as it is, without a code.
 */
export function withMessageCode<T extends Pick<ErrorBody, 'message' | 'data'>>(body: T): T & Pick<ErrorBody, 'messageCode' | 'messageParams'> {
  const first = body.data[0];
  const match = matchMessage(first?.error ?? body.message);
  if (!match) return body;
  const params = first ? { field: first.field, ...match.params } : match.params;
  return { ...body, messageCode: match.code, messageParams: params };
}
