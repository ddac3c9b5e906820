import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** jsdom has no layout engine: Mantine asks for media queries and observes element sizes. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Module state the app keeps between renders: reset so each test starts logged out and empty.
// (The socket client is not imported here: tests that use it mock socket.io-client first.)
const { queryClient } = await import('../api/query-client.ts');
const { useSessionStore, emptySession } = await import('../features/session/session-store.ts');
const { useDialogStore } = await import('../dialogs/dialog-registry.ts');
const { notifications } = await import('@mantine/notifications');
const { changeLocale, loadLocale } = await import('../i18n/i18n.ts');
// The app fetches one language's catalogue at start (main.tsx); tests switch languages at will, so all three are loaded up front.
await Promise.all((['en', 'id', 'zh'] as const).map(loadLocale));

afterEach(() => {
  queryClient.clear();
  useSessionStore.setState(emptySession);
  useDialogStore.setState({ stack: [] });
  notifications.clean();
  changeLocale('en');
  vi.unstubAllGlobals();
});
