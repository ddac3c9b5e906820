import { z } from 'zod';

/** Spec §3 Error log payload, sent by the web app with a fixed bearer credential. */
export const ErrorLogBodySchema = z.object({
  Message: z.string().max(5000),
  StatusCode: z.number().int().nullable().optional(),
  Endpoint: z.string().max(2000).nullable().optional(),
  Method: z.string().max(20).nullable().optional(),
  RequestData: z.string().max(20_000).nullable().optional(),
  ResponseData: z.string().max(20_000).nullable().optional(),
  StackTrace: z.string().max(20_000).nullable().optional(),
  OccuredOn: z.string().max(40),
  RelatedEntities: z
    .array(
      z.object({
        Type: z.enum(['Outlet', 'User', 'Owner']),
        EntityId: z.number().int().nullable(),
        EntityName: z.string().max(200).nullable(),
      }),
    )
    .max(10)
    .default([]),
});
export type ErrorLogBody = z.infer<typeof ErrorLogBodySchema>;
