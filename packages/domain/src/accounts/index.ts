/**
 * Not in the spec (issue 20): the limits of an owner signing up and of a cashier writing to the
 * owner (Help, POST /helpCenter). Defined once; the server, the CLI and the web forms read these.
 */

/** An owner's password: at least this many characters (the owner login opens every outlet). */
export const OWNER_PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused before hashing: argon2 of a megabyte would be a free DoS. */
export const OWNER_PASSWORD_MAX_LENGTH = 200;
/** The business owner's display name. */
export const OWNER_NAME_MAX_LENGTH = 100;
/** The owner's username is an e-mail address; RFC 5321 caps a path at 254 characters. */
export const OWNER_USERNAME_MAX_LENGTH = 254;

/** Sign-ups one client address may try per window (POST /user/register): a bot fills no database. */
export const SIGNUP_RATE_LIMIT_MAX = 5;
export const SIGNUP_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

/** A help message's subject and body, in characters. */
export const HELP_SUBJECT_MAX_LENGTH = 120;
export const HELP_MESSAGE_MAX_LENGTH = 2000;
/** The owner's help inbox answers at most this many messages per call (newest first). */
export const HELP_INBOX_LIMIT = 200;
