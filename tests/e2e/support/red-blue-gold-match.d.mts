/** A Red Blue Gold colour as the app's buttons name it. */
type Colour = 'Red' | 'Blue' | 'Gold';
/** A player's games in a play round: opponent → the colours listed against them. */
type Games = Record<string, ('red' | 'blue' | 'gold')[]>;
/** The 13 players, in seat order. */
export declare const NAMES: string[];
/** Round 1: the cards each player buys, by colour. */
export declare const BUY: Record<string, Partial<Record<Colour, number>>>;
/** Round 2: each giver's gifts as [to, colour, cards]. */
export declare const GIFTS: Record<string, [string, Colour, number][]>;
/** Round 2: whose gifts each player accepts. */
export declare const ACCEPT: Record<string, string[]>;
/** Round 3: each player's games. */
export declare const PLAY3: Record<string, Games>;
/** Round 4: each player's games. */
export declare const PLAY4: Record<string, Games>;
/** The prizes: each voter's E.C. */
export declare const VOTES: Record<string, string>;
