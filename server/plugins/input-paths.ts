/**
 * The dotted path of the first string in a request's params, query or body (value, or key) that
 * matches, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
function findStringPath(root: unknown, matches: (text: string) => boolean): string | null {
  const pending: [string, unknown][] = [['', root]];
  while (pending.length) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (matches(value)) return path || '_';
      continue;
    }
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (matches(key)) return innerPath;
      pending.push([innerPath, inner]);
    }
  }
  return null;
}

/** Where a NUL character is (PostgreSQL cannot store one in text). */
export const nulBytePath = (root: unknown) => findStringPath(root, (text) => text.includes('\u0000'));

/** Where exactly this value was sent. */
export const pathOfValue = (root: unknown, value: string) => findStringPath(root, (text) => text === value);
