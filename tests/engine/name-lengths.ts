/** Names and how many characters a reader counts in each (docs/house-rules.md "Seats"), for every way names are counted. */
export const NAME_LENGTHS: readonly (readonly [string, number])[] = [
  ['Ana', 3],
  ['💐', 1],
  ['Abuela Rosa 💐💐💐💐💐💐💐', 19],
  ['👩‍👩‍👧', 1],
  ['👍🏽', 1],
  ['🇳🇴', 1],
  ['🇳🇴🇸🇪', 2],
  ['e\u0301', 1],
  ['❤️', 1],
  ['', 0],
];
