/**
 * Print job ids derived from what is printed (spec rule of issue 7): the same ticket asked
 * for twice — a retry, a double click, two terminals — gets the same id, and the agent prints
 * an id once. Ids use only letters, digits and . _ : - and stay under the agent's 128.
 */

/** 32-bit FNV-1a of the UTF-16 code units, from a given basis; pure and stable across runs. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A 64-bit fingerprint (two FNV-1a runs from different bases) as 16 hex digits. */
export function fingerprint(text: string): string {
  const first = fnv1a(text, 0x811c9dc5).toString(16).padStart(8, '0');
  const second = fnv1a(text, 0x050c5d1f).toString(16).padStart(8, '0');
  return `${first}${second}`;
}

export type PrintJobIdParts = {
  /** What is printed: order, bill, receipt, void, checker, qr-table … */
  kind: string;
  /** The order, payment, table or shift it is about; an offline sale's is text ('off…', ids' characters only). */
  subjectId: number | string;
  deviceId: number;
  /** What makes this ticket this ticket: for a kitchen ticket its lines and quantities. */
  content: string;
  /** 1-based copy number of the device's Quantity. */
  copy: number;
};

export function derivePrintJobId(parts: PrintJobIdParts): string {
  const kind = parts.kind.replace(/[^A-Za-z0-9]/g, '').slice(0, 20) || 'job';
  return `${kind}-${parts.subjectId}-d${parts.deviceId}-${fingerprint(parts.content)}-c${parts.copy}`;
}

/** The id a job was derived from without its copy number: all copies of a ticket share it. */
export function jobGroupOf(jobId: string): string {
  return jobId.replace(/-c\d+$/, '');
}

/** Canonical content of a kitchen ticket: each line's key, the quantity printed now and what was sent before. */
export function kitchenContent(lines: ReadonlyArray<{ key: string; printQuantity: number; sentBefore: number }>): string {
  return lines.map((item) => `${item.key}:${item.printQuantity}:${item.sentBefore}`).sort().join(',');
}
