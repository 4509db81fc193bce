/** A new random id (a UUID from the browser's crypto), for saved games and seeds. */
export function newId(): string {
  return crypto.randomUUID();
}
