/** State rules of the home page's moving parts, kept pure so they are easy to test. */

/** The portfolio carousel moves its first card to the end. */
export function rotateForward<T>(order: readonly T[]): T[] {
  if (order.length < 2) return [...order];
  return [...order.slice(1), order[0] as T];
}

/** ...and the left arrow brings the last card back to the front. */
export function rotateBackward<T>(order: readonly T[]): T[] {
  if (order.length < 2) return [...order];
  return [order[order.length - 1] as T, ...order.slice(0, -1)];
}

/** The services accordion: clicking the open card closes it; another opens alone. */
export function toggleOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** The review slider wraps around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export const CAROUSEL_INTERVAL_MS = 3500;
