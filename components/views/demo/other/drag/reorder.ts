/** Moves the item at `from` so that it ends up at index `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Inserts an item before index `at` (at the end when `at` is past it). */
export function insertItem<T>(list: readonly T[], item: T, at: number): T[] {
  const next = [...list];
  next.splice(Math.max(0, Math.min(at, next.length)), 0, item);
  return next;
}
