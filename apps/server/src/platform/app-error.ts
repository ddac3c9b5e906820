import { AppErrorCode, type CodeValue } from '@kasir/domain';
import type { FieldError } from '@kasir/contracts';

/** Stable error codes, each mapped to one HTTP status and one spec app error code (§4). */
const ERROR_TABLE = {
  VALIDATION_ERROR: { status: 400, appCode: AppErrorCode.VALIDATION_ERROR },
  UNAUTHENTICATED: { status: 401, appCode: AppErrorCode.TOKEN_INVALID },
  WRONG_CREDENTIALS: { status: 401, appCode: AppErrorCode.GENERAL_ERROR },
  FORBIDDEN: { status: 403, appCode: AppErrorCode.GENERAL_ERROR },
  NOT_FOUND: { status: 404, appCode: AppErrorCode.GENERAL_ERROR },
  /** Spec §5: printing needs a configured device ('Printer tidak ditemukan! Harap muat ulang halaman!'). */
  PRINTER_NOT_FOUND: { status: 404, appCode: AppErrorCode.GENERAL_ERROR },
  CONFLICT: { status: 409, appCode: AppErrorCode.GENERAL_ERROR },
  LOCKED: { status: 423, appCode: AppErrorCode.LOCKED_ERROR },
  TOO_MANY_ATTEMPTS: { status: 429, appCode: AppErrorCode.GENERAL_ERROR },
  SHIFT_NOT_STARTED: { status: 400, appCode: AppErrorCode.SHIFT_NOT_START_ERROR },
  INTERNAL: { status: 500, appCode: AppErrorCode.INTERNAL_ERROR },
} as const satisfies Record<string, { status: number; appCode: CodeValue<typeof AppErrorCode> }>;

export type AppErrorKind = keyof typeof ERROR_TABLE;

/** The one error type services throw; the error handler turns it into the spec's error body. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly fields: FieldError[];

  constructor(kind: AppErrorKind, message: string, fields: FieldError[] = []) {
    super(message);
    this.kind = kind;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_TABLE[this.kind].status;
  }

  get appCode(): number {
    return ERROR_TABLE[this.kind].appCode;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const invalidField = (field: string, error: string) =>
  new AppError('VALIDATION_ERROR', error, [{ field, error }]);
