/** The arguments of a message: `{name}` in its text. */
export type MessageValues = Record<string, string | number>;

/** A message of `messages` by its dotted key, with simple `{name}` arguments; the key itself when there is none. */
export function fillMessage(messages: object | undefined, key: string, values: MessageValues = {}): string {
  const found = key.split('.').reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    messages,
  );
  if (typeof found !== 'string') return key;
  return found.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
