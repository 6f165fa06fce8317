import type { MenuNode } from '@/lib/contracts/role';

const descendants = (n: MenuNode): number[] => n.children.flatMap((c) => [c.id, ...descendants(c)]);

/** Each entry's parent id, so that checking an entry can check the entries above it. */
export function parentsOf(nodes: MenuNode[], parent: number | null = null, into = new Map<number, number | null>()) {
  for (const n of nodes) {
    into.set(n.id, parent);
    parentsOf(n.children, n.id, into);
  }
  return into;
}

/**
 * Checking an entry opens it with everything below it and the entries above it (a role reaches a page only through
 * its groups); unchecking closes it with everything below it.
 */
export function toggleEntry(checked: ReadonlySet<number>, node: MenuNode, on: boolean, parents: Map<number, number | null>): Set<number> {
  const next = new Set(checked);
  for (const id of [node.id, ...descendants(node)]) {
    if (on) next.add(id);
    else next.delete(id);
  }
  for (let p = on ? parents.get(node.id) : null; p; p = parents.get(p)) next.add(p);
  return next;
}

/** Checked with some entry below it unchecked. */
export const isPartly = (checked: ReadonlySet<number>, node: MenuNode) => checked.has(node.id) && descendants(node).some((id) => !checked.has(id));
