import { describe, expect, it } from 'vitest';

/** Test support: a catalog per language, each a tree of strings. */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else flatten(value, path).forEach((text, inner) => keys.set(inner, text));
  }
  return keys;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** Every language has exactly English's keys, with the same placeholders and no empty text. */
export function describeCatalogParity(name: string, catalogs: { en: Tree; id: Tree; zh: Tree }): void {
  const english = flatten(catalogs.en);
  describe.each([
    ['id', flatten(catalogs.id)],
    ['zh', flatten(catalogs.zh)],
  ])(`${name} translations %s`, (_locale, other) => {
    it('has every key of English', () => {
      const missing = [...english.keys()].filter((key) => !other.has(key));
      expect(missing).toEqual([]);
    });

    it('has no key that English lacks', () => {
      const extra = [...other.keys()].filter((key) => !english.has(key));
      expect(extra).toEqual([]);
    });

    it('keeps the same placeholders and no empty text', () => {
      for (const [key, text] of english) {
        const translated = other.get(key) ?? '';
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });
  });
}
