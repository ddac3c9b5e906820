import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';

/** What a back-office form reader answers: the request body, or the errors to show under the fields. */
export type FormRead<Body, Errors> = { body: Body; errors: null } | { body: null; errors: Errors };

type SaveHandlers<Saved> = { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void };

/**
 * The submit of a back-office dialog: a form with errors shows them and sends nothing; a good one
 * is saved (the caller passes its mutation with the dialog's Idempotency-Key, so a double tap saves
 * once), then a toast names what was saved and the dialog closes; a refusal shows the server's words.
 */
export function submitBackOfficeForm<Body, Errors extends object, Saved>(options: {
  read: FormRead<NoInfer<Body>, NoInfer<Errors>>;
  setErrors: (errors: Errors) => void;
  /** The area's save mutation: { id (null creates), body, key } → the saved row. */
  mutation: { mutate: (variables: { id: number | null; body: Body; key: string }, handlers: SaveHandlers<Saved>) => void };
  id: number | null;
  /** The dialog's Idempotency-Key. */
  key: string;
  savedMessage: (saved: NoInfer<Saved>) => string;
  onClose: () => void;
}): void {
  const { read } = options;
  if (read.errors !== null) {
    options.setErrors(read.errors);
    return;
  }
  options.setErrors({} as Errors);
  // No errors means the reader gave a body (FormRead); a generic cannot be narrowed by that.
  options.mutation.mutate(
    { id: options.id, body: read.body as Body, key: options.key },
    {
      onSuccess: (saved) => {
        toast.success(options.savedMessage(saved));
        options.onClose();
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    },
  );
}
