/**
 * Texts only a private form shows (hands, forms, submissions read back, prize choices): none may be
 * in the DOM of a handover screen. Checked against the always-mounted rules panel, which shares none.
 */
export const RBG_SECRETS = [
  'Your hand', 'Round 1: buy your deck', 'cards chosen', 'Submit: buy', 'you have submitted round', 'A submission is locked',
  'Still yours', 'Accept cards from', 'Submit trade', 'Free: ', 'A game runs as long as the shorter', 'Remove last card against',
  'Submit games', 'Choose the E.C.', 'Make this player the E.C.', 'Give your second token', 'Nothing for you to do now',
  // What the match's submissions read back to their own seat.
  'Buy 2 red, 1 blue.', 'Buy 2 red.', 'Buy 1 gold.', 'Give 1 blue to Di', 'Against Bo: R▲',
];
