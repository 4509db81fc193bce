/** Words shared by every game's sentences. */

const conjunction = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Names as a sentence lists them: "Ana", "Ana and Bo", "Ana, Bo, and Cy". */
export function andList(names: readonly string[]): string {
  return conjunction.format(names);
}
