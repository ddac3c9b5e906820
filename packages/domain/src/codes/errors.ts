/** Spec §4: application error codes carried in error responses. */
export const AppErrorCode = {
  NO_ERROR: 0,
  GENERAL_ERROR: 1,
  TOKEN_INVALID: 2,
  INTERNAL_ERROR: 3,
  VALIDATION_ERROR: 4,
  SHIFT_NOT_START_ERROR: 5,
  LOCKED_ERROR: 6,
} as const;
