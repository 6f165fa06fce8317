import enBase from './en.json';
import { enModules } from './modules/en';
import { zhModules } from './modules/zh';
import zhBase from './zh.json';

/**
 * Every message of a language, read synchronously (the server's documents, tests): the shell's (zh.json, en.json)
 * and every module's (modules/zh.ts, modules/en.ts). The browser loads them in parts instead (./parts.ts).
 */
export const zhMessages = Object.assign({}, zhBase, zhModules) as typeof zhBase & Record<string, unknown>;
export const enMessages = Object.assign({}, enBase, enModules) as typeof zhBase & Record<string, unknown>;
