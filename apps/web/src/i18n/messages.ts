import { useTranslation } from 'react-i18next';
import { matchMessage } from '@kasir/domain';
import { i18n } from './i18n.ts';

/** A message of the one message table (domain MessageTemplate): its code and placeholder values. */
export interface MessageRef {
  code: string;
  params?: Readonly<Record<string, string>>;
}

/**
 * A message in the cashier's language: the translation of its code (the server's messageCode,
 * else the code the message table finds for the text), else the text as it came. The spec's
 * texts stay exact in their own language (the Indonesian ones are their own `id` translation).
 */
export function translateMessage(text: string, ref: MessageRef | null = null): string {
  const known = ref ?? matchMessage(text);
  if (!known) return text;
  const key = `messages.${known.code}`;
  if (!i18n.exists(key)) return text;
  const translated = i18n.t(key, { ...known.params });
  // A translation naming a value the message did not carry would show a raw {{placeholder}}.
  return translated.includes('{{') ? text : translated;
}

/**
 * translateMessage for what a component shows itself (inline errors, empty lists, dialog
 * texts), as toasts show theirs: subscribing to the language, the component shows the
 * message again in the language the cashier switches to.
 */
export function useTranslateMessage(): (text: string) => string {
  useTranslation();
  return (text) => translateMessage(text);
}

/** The messageCode and messageParams of an error body, when the server named them. */
export function messageRefOf(body: unknown): MessageRef | null {
  if (body === null || typeof body !== 'object' || !('messageCode' in body) || typeof body.messageCode !== 'string') return null;
  const rawParams = 'messageParams' in body ? body.messageParams : undefined;
  const params: Record<string, string> = {};
  if (rawParams !== null && typeof rawParams === 'object') {
    for (const [name, value] of Object.entries(rawParams)) if (typeof value === 'string') params[name] = value;
  }
  return { code: body.messageCode, params };
}
