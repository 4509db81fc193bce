/**
 * Horse Fair's bot search, played out on numbers (docs/bots.md, how each bot plays): the same deals of the unseen cards,
 * the same play-outs and the same worth as dealing a full state and playing it on with the rules' `play`, without
 * building a state a move. One {@link PlayOuts} serves one decision: it reads the view once, then for each deal
 * fills a few typed arrays and plays each distinct card out on a scratch copy of them, allocating nothing.
 *
 * It follows the rules move for move (rules/apply.ts; tests/games/horse-fair/bot-playout.test.ts checks it against
 * them): a Thumbs Down! discards itself and its horse's face-up cards; another card goes face up and, once its horse's
 * count reaches its number, the horse wins (each seat's face-up cards of it go to its team's pile, every other
 * face-up card is discarded, the player takes a figurine); four figurines, or a win once the draw pile had run out,
 * end the hand; the player draws if the pile has a card, and the next seat clockwise holding cards plays. Hands keep
 * the rules' order (the card played taken out, a card drawn put last), and the random numbers are drawn at the same
 * points, so a decision makes the same move, deal for deal, as the rules' play-outs did.
 */
import type { Seat } from '../../../engine/types';
import { buildDeck, countValue, HORSE_IDS, horseNumber, type Card } from '../cards';
import { FIGURINES_TO_WIN } from '../rules/apply';
import type { HfView } from '../types';

const DECK = buildDeck();
/** Per card id: its horse. */
const HORSE_OF = Int8Array.from(DECK, (c) => c.horse);
/** Per card id: what it counts toward its horse's number face up (a Thumbs Down! 0). */
const VALUE_OF = Int8Array.from(DECK, (c) => countValue(c));
/** Per card id: 1 for a Thumbs Down!. */
const THUMBS_OF = Uint8Array.from(DECK, (c) => (c.kind === 'thumbs-down' ? 1 : 0));
/** Per horse: its number (the count it needs to win). */
const NUMBER_OF = Int8Array.from(HORSE_IDS, (h) => horseNumber(h));
/** Per card id: the track count at which it makes its horse win (its number less what it counts; never for a Thumbs Down!). */
const NEED_OF = Int8Array.from(DECK, (c) => (c.kind === 'thumbs-down' ? 127 : horseNumber(c.horse) - countValue(c)));
const HORSE_COUNT = HORSE_IDS.length;

/**
 * The play-outs of one decision for `seat` from its `view`: {@link PlayOuts.deal} deals the unseen cards (as the bot's
 * `determinize` does, from the same random numbers), {@link PlayOuts.worth} plays a card of the seat's hand and the
 * hand on from that deal and says what the end is worth to the seat's team.
 */
export class PlayOuts {
  private readonly players: number;
  private readonly seat: Seat;
  private readonly team: number;
  private readonly teamCount: number;
  private readonly teamOf: Int32Array;
  private readonly basic: boolean;
  private readonly oneHand: boolean;
  /** Room for one hand: no hand grows past its size now (a card played, at most one drawn). */
  private readonly room: number;
  /** The unseen cards' ids in deck order, and a copy shuffled for each deal. */
  private readonly unseen: Int32Array;
  private readonly shuffled: Int32Array;
  private readonly sizes: Int32Array;
  private readonly ownHand: Int32Array;
  private readonly drawCount: number;
  /** The deal: each seat's hand (`room` slots a seat) and its length, and the draw pile (next card first). */
  private readonly dealtHands: Int32Array;
  private readonly dealtLengths: Int32Array;
  private readonly drawPile: Int32Array;
  private drawLength = 0;
  /** The view's face-up cards per seat and horse (a count of cards), each horse's track count, the figurines. */
  private readonly faceUp0: Int32Array;
  private readonly track0: Int32Array;
  private readonly figurines0: Int32Array;
  /** Per team, the known score: the finished hands' totals plus this hand's so far (figurines, face value, points). */
  private readonly knownFigurines: Float64Array;
  private readonly knownValue: Float64Array;
  private readonly knownPoints: Float64Array;
  // The scratch state of one play-out.
  private readonly hands: Int32Array;
  private readonly lengths: Int32Array;
  private readonly faceUp: Int32Array;
  private readonly track: Int32Array;
  private readonly figurines: Int32Array;
  private readonly pileCards: Int32Array;
  private readonly pileValue: Int32Array;
  // Each team's total at the end of a play-out.
  private readonly points: Float64Array;
  private readonly figs: Float64Array;
  private readonly values: Float64Array;
  /** Per team, its share of the win at the end of the last play-out ({@link PlayOuts.worth}). */
  readonly shares: Float64Array;

  /** Reads `view` for `seat` once: the cards it cannot see, the face-up cards, the scores so far. */
  constructor(view: HfView, seat: Seat) {
    const n = view.handSizes.length;
    this.players = n;
    this.seat = seat;
    this.teamOf = Int32Array.from({ length: n }, (_, s) => view.teamOf[s] ?? s);
    this.team = this.teamOf[seat] ?? seat;
    this.teamCount = view.teams.length;
    this.basic = view.scoring === 'basic';
    this.oneHand = view.handsTotal === 1;
    const own = view.hand ?? [];
    this.ownHand = Int32Array.from(own, (c) => c.id);
    this.sizes = Int32Array.from({ length: n }, (_, s) => (s === seat ? own.length : (view.handSizes[s] ?? 0)));
    this.room = Math.max(1, ...this.sizes);
    const seen = new Uint8Array(DECK.length);
    for (const c of own) seen[c.id] = 1;
    for (const cards of view.faceUp) for (const c of cards) seen[c.id] = 1;
    this.unseen = Int32Array.from(
      DECK.filter((c) => seen[c.id] === 0),
      (c) => c.id,
    );
    this.shuffled = new Int32Array(this.unseen.length);
    this.drawCount = view.drawCount;
    this.dealtHands = new Int32Array(n * this.room);
    this.dealtLengths = new Int32Array(n);
    this.drawPile = new Int32Array(Math.max(0, view.drawCount));
    this.faceUp0 = new Int32Array(n * HORSE_COUNT);
    this.track0 = new Int32Array(HORSE_COUNT);
    view.faceUp.forEach((cards: readonly Card[], s) => {
      for (const c of cards) {
        this.faceUp0[s * HORSE_COUNT + c.horse] = (this.faceUp0[s * HORSE_COUNT + c.horse] ?? 0) + 1;
        this.track0[c.horse] = (this.track0[c.horse] ?? 0) + countValue(c);
      }
    });
    const teams = this.teamCount;
    this.figurines0 = Int32Array.from({ length: teams }, (_, t) => view.figurines[t] ?? 0);
    const known = (pick: (s: { cards: number; figurines: number; faceValue: number; points: number }) => number) =>
      Float64Array.from({ length: teams }, (_, t) => {
        const total = view.totals[t];
        const hand = view.handScores[t];
        return (total === undefined ? 0 : pick(total)) + (hand === undefined ? 0 : pick(hand));
      });
    this.knownFigurines = known((s) => s.figurines);
    this.knownValue = known((s) => s.faceValue);
    this.knownPoints = known((s) => s.points);
    this.hands = new Int32Array(n * this.room);
    this.lengths = new Int32Array(n);
    this.faceUp = new Int32Array(n * HORSE_COUNT);
    this.track = new Int32Array(HORSE_COUNT);
    this.figurines = new Int32Array(teams);
    this.pileCards = new Int32Array(teams);
    this.pileValue = new Int32Array(teams);
    this.points = new Float64Array(teams);
    this.figs = new Float64Array(teams);
    this.values = new Float64Array(teams);
    this.shares = new Float64Array(teams);
  }

  /**
   * Deals the unseen cards at random: shuffled (Fisher–Yates, from the last card down, one `random()` a card),
   * then dealt to the other seats' hands in seat order and then to the draw pile, as the bot's `determinize` does.
   */
  deal(random: () => number): void {
    const cards = this.shuffled;
    cards.set(this.unseen);
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const t = cards[i] ?? 0;
      cards[i] = cards[j] ?? 0;
      cards[j] = t;
    }
    let next = 0;
    for (let s = 0; s < this.players; s++) {
      const at = s * this.room;
      if (s === this.seat) {
        this.dealtHands.set(this.ownHand, at);
        this.dealtLengths[s] = this.ownHand.length;
        continue;
      }
      const size = this.sizes[s] ?? 0;
      const end = Math.min(next + size, cards.length);
      const length = Math.max(0, end - next);
      for (let i = 0; i < length; i++) this.dealtHands[at + i] = cards[next + i] ?? 0;
      this.dealtLengths[s] = length;
      next += size;
    }
    const end = Math.min(next + this.drawCount, cards.length);
    this.drawLength = Math.max(0, end - next);
    for (let i = 0; i < this.drawLength; i++) this.drawPile[i] = cards[next + i] ?? 0;
  }

  /**
   * What playing `cardId` from the seat's hand is worth to its team in the last deal: the card played, then the hand
   * played on for at most `horizon` moves or to its end, each seat playing its first card that makes a horse win when
   * it holds one, else a random card of its hand; the worth as the bot's `worth` reckons it, in [0, 1.01).
   *
   * One loop over local copies of the scratch arrays, each move written out (rules/apply.ts `play` and `win`): the
   * first decisions of a page run before the JIT has compiled anything, where every call and field read costs.
   */
  worth(cardId: number, random: () => number, horizon: number): number {
    const hands = this.hands;
    const lengths = this.lengths;
    const faceUp = this.faceUp;
    const track = this.track;
    const figurines = this.figurines;
    const pileCards = this.pileCards;
    const pileValue = this.pileValue;
    const drawPile = this.drawPile;
    const teamOf = this.teamOf;
    const room = this.room;
    const players = this.players;
    const drawLength = this.drawLength;
    hands.set(this.dealtHands);
    lengths.set(this.dealtLengths);
    faceUp.set(this.faceUp0);
    track.set(this.track0);
    figurines.set(this.figurines0);
    pileCards.fill(0);
    pileValue.fill(0);
    let drawn = 0;
    let turn = this.seat;
    // The card to play: first the option (the last place it lies, as the rules look), then each seat's choice.
    let index = -1;
    for (let i = 0, length = lengths[turn] ?? 0; i < length; i++) if (hands[turn * room + i] === cardId) index = i;
    for (let moves = -1; moves < horizon; moves++) {
      const at = turn * room;
      const length = lengths[turn] ?? 0;
      if (moves >= 0) {
        index = -1;
        for (let i = 0; i < length; i++) {
          const id = hands[at + i] ?? 0;
          if ((track[HORSE_OF[id] ?? 0] ?? 0) >= (NEED_OF[id] ?? 0)) {
            index = i;
            break;
          }
        }
        if (index < 0) index = Math.floor(random() * length);
      }
      if (index < 0 || index >= length) break;
      // Play the card: out of the hand, the rest kept in order.
      const id = hands[at + index] ?? 0;
      for (let i = at + index, last = at + length - 1; i < last; i++) hands[i] = hands[i + 1] ?? 0;
      lengths[turn] = length - 1;
      const pileWasEmpty = drawn >= drawLength;
      const horse = HORSE_OF[id] ?? 0;
      if (THUMBS_OF[id] === 1) {
        // Thumbs Down!: it and every face-up card of its horse are discarded.
        track[horse] = 0;
        for (let s = 0; s < players; s++) faceUp[s * HORSE_COUNT + horse] = 0;
      } else {
        const place = turn * HORSE_COUNT + horse;
        faceUp[place] = (faceUp[place] ?? 0) + 1;
        const count = (track[horse] ?? 0) + (VALUE_OF[id] ?? 0);
        track[horse] = count;
        if (count >= (NUMBER_OF[horse] ?? 0)) {
          // The horse wins: each seat's face-up cards of it to its team's pile, the rest discarded, a figurine.
          const value = NUMBER_OF[horse] ?? 0;
          for (let s = 0; s < players; s++) {
            const k = faceUp[s * HORSE_COUNT + horse] ?? 0;
            const team = teamOf[s] ?? s;
            pileCards[team] = (pileCards[team] ?? 0) + k;
            pileValue[team] = (pileValue[team] ?? 0) + k * value;
          }
          faceUp.fill(0);
          track.fill(0);
          const team = teamOf[turn] ?? turn;
          const won = (figurines[team] ?? 0) + 1;
          figurines[team] = won;
          if (won >= FIGURINES_TO_WIN || pileWasEmpty) break;
        }
      }
      // Draw if the pile has a card; the next seat clockwise holding cards plays, else the hand ends.
      if (drawn < drawLength) {
        const held = lengths[turn] ?? 0;
        hands[at + held] = drawPile[drawn] ?? 0;
        lengths[turn] = held + 1;
        drawn++;
      }
      let next = -1;
      for (let step = 1; step <= players; step++) {
        const seat = (turn + step) % players;
        if ((lengths[seat] ?? 0) > 0) {
          next = seat;
          break;
        }
      }
      if (next < 0) break;
      turn = next;
    }
    return this.score();
  }

  /**
   * What the end of the play-out is worth to the seat's team, as the bot's `worth`: its share of the win (a fourth
   * figurine wins a one-hand game at once; otherwise the totals with the scoring's tie-breaks, points, then
   * figurines, then in Basic face value) plus its lead in points over the best other team, within ±50, over 5,000,
   * so a lost deal still prefers the closer loss.
   */
  private score(): number {
    const teams = this.teamCount;
    let fourth = -1;
    for (let t = 0; t < teams; t++) {
      const figurines = this.figurines[t] ?? 0;
      const gained = figurines - (this.figurines0[t] ?? 0);
      const cards = this.pileCards[t] ?? 0;
      const value = this.pileValue[t] ?? 0;
      this.points[t] = (this.knownPoints[t] ?? 0) + (this.basic ? cards + 2 * gained : value + gained);
      this.figs[t] = (this.knownFigurines[t] ?? 0) + gained;
      this.values[t] = (this.knownValue[t] ?? 0) + value;
      if (fourth < 0 && this.oneHand && figurines >= FIGURINES_TO_WIN) fourth = t;
    }
    const shares = this.shares;
    shares.fill(0);
    if (fourth >= 0) shares[fourth] = 1;
    else {
      let top = 0;
      for (let t = 1; t < teams; t++) if (this.compare(t, top) < 0) top = t;
      let tied = 0;
      for (let t = 0; t < teams; t++) if (this.compare(t, top) === 0) tied++;
      for (let t = 0; t < teams; t++) if (this.compare(t, top) === 0) shares[t] = 1 / tied;
    }
    const share = shares[this.team] ?? 0;
    const mine = this.points[this.team] ?? 0;
    let best = -Infinity;
    for (let t = 0; t < teams; t++) if (t !== this.team) best = Math.max(best, this.points[t] ?? 0);
    const margin = Math.max(-50, Math.min(50, mine - best)) / 5000;
    return share + margin;
  }

  /** Orders teams `a` and `b` by their totals, best first (negative when `a` is ahead), as rules/scoring.ts `compareScores`. */
  private compare(a: number, b: number): number {
    const pa = this.points[a] ?? 0;
    const pb = this.points[b] ?? 0;
    if (pa !== pb) return pb - pa;
    const fa = this.figs[a] ?? 0;
    const fb = this.figs[b] ?? 0;
    if (fa !== fb) return fb - fa;
    if (this.basic) {
      const va = this.values[a] ?? 0;
      const vb = this.values[b] ?? 0;
      if (va !== vb) return vb - va;
    }
    return 0;
  }
}
