import { OrderAuditAction } from '../orders/order-codes.ts';

/**
 * The owner's back office (issue 20): payment methods, charges, images and the audit view.
 * Every number here is a rule of ours, not of the spec, and is defined once.
 */

/** Longest payment method or charge name: a receipt line and a payment button must hold it. */
export const PAYMENT_METHOD_NAME_MAX = 50;
export const CHARGE_NAME_MAX = 50;

/** A percentage charge is a share of the price: 0 to 100 %. */
export const CHARGE_PERCENT_MAX = 100;

/** An uploaded image is at most this many bytes (a payment button or product photo needs no more). */
export const IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024;

/** The image kinds an upload may hold, told by their first bytes (never by the name or the browser's word). */
export const ImageKind = {
  PNG: { extension: 'png', contentType: 'image/png' },
  JPEG: { extension: 'jpg', contentType: 'image/jpeg' },
  WEBP: { extension: 'webp', contentType: 'image/webp' },
} as const;
export type ImageKindValue = (typeof ImageKind)[keyof typeof ImageKind];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const WEBP_TAG_OFFSET = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The kind of image these bytes are, by their magic bytes, or null when they are none of ours. */
export function detectImageKind(bytes: Uint8Array): ImageKindValue | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return ImageKind.PNG;
  if (startsWith(bytes, JPEG_SIGNATURE)) return ImageKind.JPEG;
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, WEBP_TAG_OFFSET)) return ImageKind.WEBP;
  return null;
}

/** Rows per page of the audit view. */
export const AUDIT_PAGE_SIZE = 50;

/** What the audit view shows, each kind with the order audit actions it gathers. */
export const AuditKind = {
  VOID: 'VOID',
  DEDUCT: 'DEDUCT',
  DELETE: 'DELETE',
  REFUND: 'REFUND',
  PAYMENT_METHOD_CHANGE: 'PAYMENT_METHOD_CHANGE',
  PRICE_CHANGE: 'PRICE_CHANGE',
} as const;
export type AuditKindValue = (typeof AuditKind)[keyof typeof AuditKind];

export const AUDIT_KIND_ACTIONS: Readonly<Record<AuditKindValue, readonly string[]>> = {
  VOID: [OrderAuditAction.VOID_ORDER, OrderAuditAction.VOID_ITEM],
  DEDUCT: [OrderAuditAction.DEDUCT],
  DELETE: [OrderAuditAction.DELETE],
  REFUND: [OrderAuditAction.REFUND],
  PAYMENT_METHOD_CHANGE: [OrderAuditAction.CHANGE_PAYMENT_METHOD],
  // An edit of a line (its price, notes or add-ons) is where a price is changed by hand.
  PRICE_CHANGE: [OrderAuditAction.EDIT],
};

/** The audit kind of an order audit action, or null when the audit view does not show it. */
export function auditKindOf(action: string): AuditKindValue | null {
  for (const [kind, actions] of Object.entries(AUDIT_KIND_ACTIONS)) if (actions.includes(action)) return kind as AuditKindValue;
  return null;
}
