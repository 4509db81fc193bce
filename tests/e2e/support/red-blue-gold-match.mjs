// One Red Blue Gold match for 13, move by move: played through the app by the browser test
// (tests/e2e/red-blue-gold.e2e.ts) and counted in taps by the bench (bench/taps/red-blue-gold.mjs). Data only.

/** The 13 players, in seat order. */
export const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu', 'Mo'];

/** Round 1: the cards each player buys, by colour (cards; a colour not named is none). */
export const BUY = {
  Ana: { Blue: 2 },
  Bo: { Blue: 2 },
  Cy: { Red: 1, Blue: 1 },
  Di: { Red: 1 },
  Eve: { Gold: 1 },
  Fay: { Blue: 1 },
  Gus: { Blue: 1 },
  Hal: { Red: 1 },
  Ivy: { Gold: 1 },
  Jo: {},
  Kit: { Blue: 1 },
  Lu: { Red: 1 },
  Mo: {},
};

/** Round 2: each giver's gifts as [to, colour, cards]; Gus refuses Hal's red. */
export const GIFTS = { Hal: [['Gus', 'Red', 1]], Kit: [['Jo', 'Blue', 1]], Lu: [['Mo', 'Red', 1]] };

/** Round 2: whose gifts each player accepts. */
export const ACCEPT = { Jo: ['Kit'], Mo: ['Lu'] };

/** Round 3: each player's games, opponent → the colours listed; Kit and Lu hold no cards and are not called. */
export const PLAY3 = {
  Ana: { Bo: ['blue', 'blue'] },
  Bo: { Ana: ['blue', 'blue'] },
  Cy: { Di: ['red'] },
  Di: { Cy: ['red'] },
  Eve: { Ivy: ['gold'] },
  Ivy: { Eve: ['gold'] },
  Fay: { Gus: ['blue'] },
  Gus: { Fay: ['blue'] },
  Hal: { Jo: ['red'] },
  Jo: { Hal: ['blue'] },
  Mo: {},
};

/** Round 4: the games of the two players still holding cards. */
export const PLAY4 = { Cy: { Mo: ['blue'] }, Mo: { Cy: ['red'] } };

/** The prizes: Eve and Ivy share first place with gold (7 each) and both vote Kit as E.C. */
export const VOTES = { Eve: 'Kit', Ivy: 'Kit' };
