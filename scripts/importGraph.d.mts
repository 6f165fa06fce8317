/** Every module the entries import statically, each with the module that first imported it (null for an entry). */
export function staticImports(root: string, entries: readonly string[]): Map<string, string | null>;
/** The chains (entry → … → module) to each module whose name contains `part`, paths relative to the root. */
export function chainsTo(root: string, entries: readonly string[], part: string): string[][];
