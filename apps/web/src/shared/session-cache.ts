/**
 * Spec §9: menus, categories, order types, payment methods, favourites and the like are cached
 * in sessionStorage. Every such key starts with this prefix so one call can drop them all.
 */
export const SESSION_CACHE_PREFIX = 'kasir.cache.';

export function readSessionCache<T>(name: string): T | null {
  try {
    const raw = sessionStorage.getItem(SESSION_CACHE_PREFIX + name);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeSessionCache(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(SESSION_CACHE_PREFIX + name, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs a refetch.
  }
}

export function clearSessionCaches(): void {
  const keys: string[] = [];
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index);
    if (key?.startsWith(SESSION_CACHE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => sessionStorage.removeItem(key));
}
