export const INSTALL_COMMAND: string;
export const chromiumArgs: string[];
export function findChromium(): Promise<string | undefined>;
