import { z } from 'zod';
import { OrderType, OutletSettingCode, RoundingSetting } from '@kasir/domain';

/** The most hours ahead a reservation may block ordering (MINIMUM_HOURS_RESERVATION): a week. */
export const MAX_MINIMUM_HOURS_RESERVATION = 168;
/** The longest broadcast message, the same as POST /outletSetting/sendBroadcast takes. */
export const MAX_BROADCAST_LENGTH = 500;
/** ROUNDING 0: no step, totals still round to whole rupiah (spec §5); 1 and 2 are the spec's steps. */
export const ROUNDING_SETTING_NONE = '0';

const switchValue = z.enum(['0', '1'], { error: 'must be 0 or 1' });
const wholeNumberText = /^(0|[1-9]\d*)$/;

/**
 * Each outlet setting code of spec §9 (and the rounding setting) with the values it may hold.
 * A code that is not here is unknown and refused, so a typo can never sit in the settings and
 * silently change nothing (or, as ROUNDING=banana did, silently turn rounding off).
 */
export const OutletSettingValueSchemas = {
  [OutletSettingCode.AUTO_PRINT_QR_TABLE]: switchValue,
  [OutletSettingCode.BROADCAST]: z.string().max(MAX_BROADCAST_LENGTH, `must be at most ${MAX_BROADCAST_LENGTH} characters`),
  [OutletSettingCode.MULTI_ORDER_QR_CODE]: switchValue,
  [OutletSettingCode.MINIMUM_HOURS_RESERVATION]: z
    .string()
    .regex(wholeNumberText, 'must be a whole number of hours')
    .refine((value) => Number(value) <= MAX_MINIMUM_HOURS_RESERVATION, `must be at most ${MAX_MINIMUM_HOURS_RESERVATION} hours`),
  [OutletSettingCode.RESERVATION_DEFAULT_ORDER_TYPE]: z.enum(
    Object.values(OrderType).map(String) as [string, ...string[]],
    { error: `must be an order type (${Object.values(OrderType).join(', ')})` },
  ),
  [OutletSettingCode.NOTIFICATION_TABLE]: switchValue,
  [OutletSettingCode.ROUNDING]: z.enum([ROUNDING_SETTING_NONE, String(RoundingSetting.HUNDRED), String(RoundingSetting.THOUSAND)], {
    error: `must be ${ROUNDING_SETTING_NONE} (none), ${RoundingSetting.HUNDRED} (Hundred) or ${RoundingSetting.THOUSAND} (Thousand)`,
  }),
} satisfies Record<(typeof OutletSettingCode)[keyof typeof OutletSettingCode], z.ZodType<string>>;

function isKnownSettingCode(code: string): code is keyof typeof OutletSettingValueSchemas {
  return Object.hasOwn(OutletSettingValueSchemas, code);
}

/**
 * PUT /outletSetting: every entry names a known code with a value that code takes, and a code
 * at most once; one bad entry refuses the whole request (the route stores nothing of it).
 */
export const OutletSettingUpdateBodySchema = z
  .array(z.object({ Code: z.string().trim().min(1, 'Code is required').max(100), Value: z.string().max(2000) }))
  .min(1, 'At least one setting is required')
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!isKnownSettingCode(entry.Code)) {
        context.addIssue({ code: 'custom', path: [index, 'Code'], message: `Unknown setting code ${entry.Code}` });
        return;
      }
      if (seen.has(entry.Code)) {
        context.addIssue({ code: 'custom', path: [index, 'Code'], message: `${entry.Code} is given more than once` });
        return;
      }
      seen.add(entry.Code);
      const parsed = OutletSettingValueSchemas[entry.Code].safeParse(entry.Value);
      if (!parsed.success) {
        const reason = parsed.error.issues[0]?.message ?? 'is not a valid value';
        context.addIssue({ code: 'custom', path: [index, 'Value'], message: `${entry.Code} ${reason}` });
      }
    });
  });
