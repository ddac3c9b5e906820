import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode, SpecMessage, matchMessage } from '@kasir/domain';
import { bearer, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('error bodies carry the code of their message', () => {
  it('names the code and keeps the spec shape (message and data[0].error still carry the text)', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'owner@demo.pos', Password: 'nope' }, remoteAddress: '10.9.0.1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Wrong username or password',
      errorCode: AppErrorCode.GENERAL_ERROR,
      code: 'WRONG_CREDENTIALS',
      data: [{ field: 'Password', error: 'Wrong username or password' }],
      messageCode: 'WRONG_CREDENTIALS',
      messageParams: { field: 'Password' },
    });
  });

  it('sends the placeholder values of a spec message (Indonesian text unchanged)', async () => {
    const { cashierToken } = await signIn(server);
    const outletId = server.ids.outletIds.kopiSenja;
    const response = await server.app.inject({ method: 'GET', url: '/api/shift/getCurrentShift', headers: { ...bearer(cashierToken), outletid: String(outletId) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SpecMessage.SHIFT_NOT_FOUND, errorCode: AppErrorCode.SHIFT_NOT_START_ERROR, messageCode: 'SHIFT_NOT_FOUND', messageParams: {} });
  });

  it('answers an unknown text without a code, and route misses with the generic not-found code', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ messageCode: 'SOMETHING_NOT_FOUND', messageParams: { what: 'Route GET /api/no-such-route' } });
  });
});

/** Every non-test source file of the server. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The text of a string or template literal, each `${…}` filled with a sample value. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `x1${span.literal.text}`).join('');
  return null;
}

/** The message texts thrown through AppError, notFound and invalidField, where they are literals. */
function thrownLiterals(): Array<{ where: string; text: string }> {
  const root = join(import.meta.dirname, '..');
  const found: Array<{ where: string; text: string }> = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const callee = ts.isNewExpression(node) || ts.isCallExpression(node) ? node.expression.getText(source) : '';
      const args = (ts.isNewExpression(node) || ts.isCallExpression(node) ? node.arguments : undefined) ?? [];
      const where = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const add = (arg: ts.Node | undefined, suffix = '') => {
        const text = arg ? literalText(arg) : null;
        if (text !== null) found.push({ where, text: text + suffix });
      };
      if (callee === 'AppError' && ts.isNewExpression(node)) add(args[1]);
      if (callee === 'notFound' && ts.isCallExpression(node)) add(args[0], ' not found');
      if (callee === 'invalidField' && ts.isCallExpression(node)) add(args[1]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the message table covers what the server throws', () => {
  it('knows every literal message of the server source', () => {
    const literals = thrownLiterals();
    expect(literals.length).toBeGreaterThan(100);
    const unknown = literals.filter(({ text }) => matchMessage(text) === null);
    expect(unknown).toEqual([]);
  });
});
