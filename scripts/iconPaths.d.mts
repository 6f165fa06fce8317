export const GENERATED: string;
export function iconSet(root: string): { version: string; files: Map<string, string> };
export function packagePath(file: string): string;
export function namesIn(text: string, names: ReadonlySet<string>): string[];
export function usedIconNames(root: string, names: ReadonlySet<string>): Map<string, string[]>;
export function roundedPath(d: string): string;
export function generatedModule(root: string): string;
