import { PAGINATION_WINDOW_PAGES } from '@kasir/domain';

/**
 * Spec §9 pagination window: at most 10 page numbers show at once, the current page kept
 * inside; the window moves in whole blocks (1–10, 11–20, …) so numbers do not jump under the finger.
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGINATION_WINDOW_PAGES): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.floor((page - 1) / size) * size + 1;
  const last = Math.min(totalPages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
