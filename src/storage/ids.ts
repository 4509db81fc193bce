/** A new random id (a UUID from the browser's crypto; made from its random bytes where randomUUID is missing), for saved games and seeds. */
export function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomValues();
}

/**
 * A version 4 UUID ("xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx", 36 characters) from
 * `crypto.getRandomValues`, for browsers without `crypto.randomUUID` (Safari before 15.4,
 * Chrome before 92, Firefox before 95).
 */
export function uuidFromRandomValues(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
