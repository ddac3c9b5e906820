import { z } from 'zod';

/**
 * The owner's CSV export and import of an outlet's menu (issue 21; the file format is
 * docs/menu-csv.md). The body of a preview or an import is the CSV text itself (Content-Type
 * text/csv or text/plain) or JSON { Csv }. Money on the wire is rupiah (decimals allowed).
 */
export const MenuImportBodySchema = z.union([
  z.string({ error: 'must be the CSV text' }),
  z.object({ Csv: z.string({ error: 'must be the CSV text' }) }),
]);
export type MenuImportBody = z.infer<typeof MenuImportBodySchema>;

/** The CSV text of a body, whichever form it came in. */
export const menuImportCsvOf = (body: MenuImportBody): string => (typeof body === 'string' ? body : body.Csv);

export const MenuImportAction = { CREATE: 'create', UPDATE: 'update', UNCHANGED: 'unchanged' } as const;

/** A bad row or cell: Row counts the header as 1; Column null names the whole row (or file). Code is a ServerMessage code. */
export const MenuCsvProblemSchema = z.object({
  Row: z.number().int(),
  Column: z.string().nullable(),
  Code: z.string(),
  Params: z.record(z.string(), z.string()),
  Message: z.string(),
});
export type MenuCsvProblemWire = z.infer<typeof MenuCsvProblemSchema>;

export const MenuImportPreviewSchema = z.object({
  Rows: z.array(
    z.object({
      Row: z.number().int(),
      Name: z.string(),
      Category: z.string(),
      SellPrice: z.number(),
      Action: z.enum([MenuImportAction.CREATE, MenuImportAction.UPDATE, MenuImportAction.UNCHANGED]),
    }),
  ),
  Problems: z.array(MenuCsvProblemSchema),
  Create: z.number().int(),
  Update: z.number().int(),
  Unchanged: z.number().int(),
  NewCategories: z.array(z.string()),
  NewDepartments: z.array(z.string()),
});
export type MenuImportPreview = z.infer<typeof MenuImportPreviewSchema>;

export const MenuImportResultSchema = z.object({
  Created: z.number().int(),
  Updated: z.number().int(),
  Unchanged: z.number().int(),
  DepartmentsCreated: z.number().int(),
  CategoriesCreated: z.number().int(),
  CategoriesMoved: z.number().int(),
});
export type MenuImportResult = z.infer<typeof MenuImportResultSchema>;
