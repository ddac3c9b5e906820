import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageTemplate, SUPPORTED_LOCALES, SpecMessage, fillMessage, type MessageCode } from '@kasir/domain';
import { mockApi } from '../test/mock-api.ts';
import { ApiError, http } from '../api/http-client.ts';
import { catalogs } from './catalogs.ts';
import { changeLocale } from './i18n.ts';
import { messageRefOf, translateMessage, useTranslateMessage } from './messages.ts';

afterEach(() => act(() => changeLocale('en')));

const codes = Object.keys(MessageTemplate) as MessageCode[];
const placeholdersOf = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]));
const translationsOf = (locale: (typeof SUPPORTED_LOCALES)[number]) => (catalogs[locale] as unknown as { messages: Record<string, string> }).messages;
const asI18next = (template: string) => template.replace(/\{(\w+)\}/g, '{{$1}}');

describe('the message catalogs', () => {
  it('translate every code of the message table in every language, with the same placeholders', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = translationsOf(locale);
      for (const code of codes) {
        const translation = messages[code];
        expect(translation, `${locale} ${code}`).toBeTruthy();
        const wanted = placeholdersOf(MessageTemplate[code], /\{(\w+)\}/g);
        const used = placeholdersOf(translation ?? '', /\{\{(\w+)\}\}/g);
        used.delete('field');
        expect(used, `${locale} ${code}`).toEqual(wanted);
      }
    }
  });

  it('keep each spec message exactly as the spec writes it, in its own language', () => {
    for (const [code, text] of Object.entries(SpecMessage)) {
      const own = [translationsOf('en')[code], translationsOf('id')[code]];
      expect(own, code).toContain(asI18next(text));
    }
  });
});

describe('translateMessage', () => {
  it('shows a known text in the chosen language and keeps the spec text in its own', () => {
    expect(translateMessage(SpecMessage.SHIFT_NOT_FOUND)).toBe('Shift not found');
    expect(translateMessage('Table T3 is not available')).toBe('Table T3 is not available');
    act(() => changeLocale('id'));
    expect(translateMessage(SpecMessage.SHIFT_NOT_FOUND)).toBe('Shift tidak ditemukan');
    expect(translateMessage('Table T3 is not available')).toBe('Meja T3 tidak tersedia');
    act(() => changeLocale('zh'));
    expect(translateMessage('Gagal! Meja T1 Sudah direservasi pada 19:00')).toBe('失败！桌台 T1 已于 19:00 被预订');
  });

  it('prefers the code the server named and falls back to the text it does not know', () => {
    act(() => changeLocale('zh'));
    expect(translateMessage('must be a real date', { code: 'MUST_BE_REAL_DATE', params: { field: 'fromDate' } })).toBe('fromDate 必须是有效日期');
    expect(translateMessage('Something new', { code: 'NOT_A_CODE', params: {} })).toBe('Something new');
    expect(translateMessage('Invalid input: expected number')).toBe('Invalid input: expected number');
    // A translation needing a value the message lacks keeps the text rather than show {{field}}.
    expect(translateMessage('must be a real date')).toBe('must be a real date');
  });

  it('leaves an already translated message as it is (toasts translate what the api client translated)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      act(() => changeLocale(locale));
      for (const code of codes) {
        const values = Object.fromEntries([...placeholdersOf(MessageTemplate[code], /\{(\w+)\}/g)].map((name) => [name ?? '', `«${name}»`]));
        const once = translateMessage(fillMessage(MessageTemplate[code], values), { code, params: { field: 'fromDate', ...values } });
        expect(translateMessage(once), `${locale} ${code}`).toBe(once);
      }
    }
  });

  it('reads messageCode and messageParams from an error body', () => {
    expect(messageRefOf({ message: 'x', messageCode: 'WRONG_PIN', messageParams: { field: 'PIN', n: 3 } })).toEqual({ code: 'WRONG_PIN', params: { field: 'PIN' } });
    expect(messageRefOf({ message: 'x' })).toBeNull();
    expect(messageRefOf(null)).toBeNull();
  });
});

describe('api errors in the chosen language', () => {
  it('shows the translation of the server’s message code, and the server text for an unknown one', async () => {
    act(() => changeLocale('id'));
    mockApi({
      'POST /api/user/login': {
        status: 401,
        body: { message: 'Wrong username or password', errorCode: 1, code: 'WRONG_CREDENTIALS', data: [{ field: 'Password', error: 'Wrong username or password' }], messageCode: 'WRONG_CREDENTIALS', messageParams: { field: 'Password' } },
      },
      'GET /api/order/1': { status: 409, body: { message: 'A brand new refusal', errorCode: 1, code: 'CONFLICT', data: [] } },
    });
    const refused = await http.post('/user/login', { Username: 'a' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('Username atau kata sandi salah');
    const unknown = await http.get('/order/1').catch((error: unknown) => error);
    expect((unknown as ApiError).message).toBe('A brand new refusal');
  });
});

describe('useTranslateMessage', () => {
  it('shows a spec message on screen in the chosen language, again when the cashier switches', () => {
    const { result } = renderHook(() => useTranslateMessage()(SpecMessage.NO_DATA));
    expect(result.current).toBe('No data..');
    act(() => changeLocale('id'));
    expect(result.current).toBe('Tidak ada data..');
    act(() => changeLocale('zh'));
    expect(result.current).toBe('暂无数据..');
  });
});
