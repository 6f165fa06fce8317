import enBase from './en.json';
import zhBase from './zh.json';

/**
 * The messages of every module: the shell's (zh.json, en.json) and one file pair per module under modules/,
 * each holding its own top-level namespace. A module adds its pair to the two lists below.
 */
const zhModules: Record<string, unknown>[] = [];
const enModules: Record<string, unknown>[] = [];

export const zhMessages = Object.assign({}, zhBase, ...zhModules) as typeof zhBase & Record<string, unknown>;
export const enMessages = Object.assign({}, enBase, ...enModules) as typeof zhBase & Record<string, unknown>;
