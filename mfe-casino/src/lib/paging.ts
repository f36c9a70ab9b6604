import { PAGE_SIZE } from '@casino/shared/platform';
import type { LayoutDevice } from './grid-layout';

/** Page sizes by device (spec 000 §9): a phone gets the mobile size, a tablet or desktop the desktop size. */
export function pageSizeOf(sizes: { mobile: number; desktop: number }, device: LayoutDevice): number {
  return device === 'mobile' ? sizes.mobile : sizes.desktop;
}

/**
 * The GROQ slice `[$start...$end]` (end exclusive) of one page: `size` items and `PAGE_SIZE.extra`
 * more, whose presence tells that another page exists (spec 000 §9).
 */
export function sliceOf(start: number, size: number): { start: number; end: number } {
  return { start, end: start + size + PAGE_SIZE.extra };
}

/** One page of a list and where the next one starts, or null when this is the last. */
export interface Page<T> {
  items: T[];
  nextStart: number | null;
}

/** Cuts the one-extra answer of `sliceOf` down to a page. */
export function toPage<T>(answer: readonly T[], start: number, size: number): Page<T> {
  return { items: answer.slice(0, size), nextStart: answer.length > size ? start + size : null };
}
