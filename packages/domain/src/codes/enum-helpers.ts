/** Values of a const code object, e.g. `CodeValue<typeof OrderStatus>` is `1 | 2 | …`. */
export type CodeValue<T extends Record<string, number | string>> = T[keyof T];

/** The values of a code object as a non-empty tuple, for zod enums and exhaustive lists. */
export function codeValues<T extends Record<string, number>>(codes: T): Array<T[keyof T]> {
  return Object.values(codes) as Array<T[keyof T]>;
}

/** Reverse lookup: the name of a code value, or undefined when the value is unknown. */
export function codeName<T extends Record<string, number>>(codes: T, value: number): keyof T | undefined {
  return (Object.keys(codes) as Array<keyof T>).find((key) => codes[key] === value);
}
