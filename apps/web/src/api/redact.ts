/** Keys whose values must never leave the terminal in logs (spec: no PINs or passwords). */
const SECRET_KEY = /^(pin|password|token|newpin|oldpin)$/i;

/** A deep copy of a request body with every secret value replaced. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner)]),
    );
  }
  return value;
}
