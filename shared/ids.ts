/** Device identity helpers shared by the hub and the browser (spec/core.md §3). */

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Device ids are compared and stored in lower case so that a QR typed in capitals is the same person. */
export function normalizeId(id: string): string {
  return id.trim().toLowerCase();
}

export function idPrefix(id: string, length = 8): string {
  return id.slice(0, length);
}
