import { describe, expect, it } from 'vitest';
import { AUDIT_KIND_ACTIONS, AuditKind, ImageKind, auditKindOf, detectImageKind } from './payment-admin.ts';

describe('detectImageKind', () => {
  it('tells PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(ImageKind.PNG);
    expect(detectImageKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(ImageKind.JPEG);
    expect(detectImageKind(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe(ImageKind.WEBP);
  });

  it('refuses text, a RIFF that is no WebP and short input', () => {
    expect(detectImageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageKind(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20]))).toBeNull();
    expect(detectImageKind(Uint8Array.from([0x89, 0x50]))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
  });
});

describe('auditKindOf', () => {
  it('maps every action of every kind back to its kind, and others to null', () => {
    for (const [kind, actions] of Object.entries(AUDIT_KIND_ACTIONS)) for (const action of actions) expect(auditKindOf(action)).toBe(kind);
    expect(auditKindOf('VOID_ITEM')).toBe(AuditKind.VOID);
    expect(auditKindOf('SPLIT')).toBeNull();
    expect(auditKindOf('PAYMENT')).toBeNull();
  });
});
