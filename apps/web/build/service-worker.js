/* global self, caches, PRECACHE, CACHE_VERSION */
// The cashier app's service worker. The build (service-worker-plugin.ts) puts two constants
// before this text: PRECACHE, the app shell's files of this build, and CACHE_VERSION, a hash
// of that build. It keeps the shell so the till opens with the server unreachable; it never
// stores what the API answers (sales, shifts and the menu's freshness are the server's).

const CACHE_PREFIX = 'kasir-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${CACHE_VERSION}`;
/** A navigation waits this long for the server before the stored index.html opens the till. */
const NAVIGATION_TIMEOUT_MS = 3000;
/** Paths the worker never answers: the API, realtime and uploaded pictures go to the network as if it were not there. */
const NETWORK_ONLY_PREFIXES = ['/api/', '/socket.io/', '/upload/'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** 'shell' (navigations), 'asset' (hashed files) or null: left alone, the browser fetches as usual. */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  // Another origin (the print agent on port 3003, fonts, anything) is none of the shell's business.
  if (url.origin !== self.location.origin) return null;
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) return 'asset';
  return null;
}

/** Network first, so an online till always gets the newest build; the stored index.html when the server is silent. */
async function openShell(request) {
  const cache = await caches.open(CACHE_NAME);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    const response = await fetch(request, { signal: controller.signal });
    // A gateway's answer while the API is down is no page either.
    if (response.status < 502 || response.status > 504) return response;
  } catch {
    // unreachable or too slow: the stored shell opens
  } finally {
    clearTimeout(timer);
  }
  const stored = await cache.match('/index.html');
  return stored ?? Response.error();
}

/** Hashed files never change: the stored copy wins; one the build did not precache (the back office) is kept on first use. */
async function serveAsset(request) {
  const cache = await caches.open(CACHE_NAME);
  const stored = await cache.match(request, { ignoreSearch: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'shell') event.respondWith(openShell(event.request));
  else if (strategy === 'asset') event.respondWith(serveAsset(event.request));
});
