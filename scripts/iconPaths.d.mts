export const GENERATED: string;
export const SIGN_IN_GENERATED: string;
export function iconSet(root: string): { version: string; files: Map<string, string> };
export function packagePath(file: string): string;
export function namesIn(text: string, names: ReadonlySet<string>): string[];
export function usedIconNames(root: string, names: ReadonlySet<string>, sources?: readonly string[]): Map<string, string[]>;
export function roundedPath(d: string): string;
export function generatedModule(root: string): string;
export function signInModule(root: string): string;
