import { z } from 'zod';
import { MAX_ROW_ID, parseRowId } from '@kasir/domain';

const ROW_ID_MESSAGE = `must be an id in decimal digits, 1 to ${MAX_ROW_ID}`;

/**
 * The one schema of a row id written as text: every path parameter, query parameter and the
 * `outletid` header take ids through it, so no route can forget the rule (domain parseRowId:
 * canonical decimal digits only; '0x537', '1335e0', '+1335' are a 400 naming the parameter).
 */
export const RowIdTextSchema = z.string({ error: ROW_ID_MESSAGE }).transform((text, context) => {
  const id = parseRowId(text);
  if (id === null) {
    context.addIssue({ code: 'custom', message: ROW_ID_MESSAGE });
    return z.NEVER;
  }
  return id;
});

/** `/{id}` paths. */
export const RowIdParamSchema = z.object({ id: RowIdTextSchema });
