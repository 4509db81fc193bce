/**
 * Rounds 3 and 4's private form (docs/games/red-blue-gold.md "ROUND 3 + 4: PLAY"; docs/house-rules.md "Play"), one decision per
 * screen: your games at a glance (pick an opponent who holds cards; what you play and what stays in
 * hand; Submit), and, for one opponent, the colours lined up first to last, with the scores beside them.
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import { countColours, MARK, sub, total } from '../rules/cards';
import type { Cards, Colour, PlayList, RbgAction } from '../types';
import { COLOURS } from '../types';
import { CardFace, HandLine } from './Mark';
import { NameChips, Scoring, SubmitBar, useScreenStart } from './Pick';
import { playerName } from './words';
import { WholeName } from '../../../ui/WholeName';

/** Props of {@link PlayForm}. */
export interface PlayFormProps {
  seat: Seat;
  round: 3 | 4;
  players: readonly string[];
  hand: Cards;
  /** Cards each player holds (public, as after the last round): only those holding cards can be played. */
  counts: readonly number[];
  /** Gold pays when at most this many players play gold. */
  goldLimit: number;
  act(action: RbgAction): Promise<void>;
}

/** "B● R▲" for a lineup, drawn small. */
function Lineup({ colours }: { colours: readonly Colour[] }) {
  return (
    <>
      {colours.map((c, i) => (
        <CardFace key={i} colour={c} small />
      ))}
    </>
  );
}

function cardsWord(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`;
}

/**
 * The other seats of a table of `n` from `seat`, nearest first round the table: the neighbour after, the neighbour
 * before, then two seats away after and before, and so on (a tester's other neighbour was thirteenth, under the fold).
 */
export function byNearness(seat: Seat, n: number): Seat[] {
  const out: Seat[] = [];
  for (let d = 1; d <= n / 2; d++) {
    const after = (seat + d) % n;
    const before = (seat - d + n) % n;
    out.push(after);
    if (before !== after) out.push(before);
  }
  return out;
}

/** One ordered list of colours per opponent, the opponents nearest first ({@link byNearness}); an empty list is no game. */
export function PlayForm({ seat, round, players, hand, counts, goldLimit, act }: PlayFormProps) {
  const [lists, setLists] = useState<Record<number, Colour[]>>({});
  const [open, setOpen] = useState<Seat | null>(null);
  useScreenStart(open === null ? 'games' : `game ${open}`);
  const opponents = byNearness(seat, players.length).filter((i) => (counts[i] ?? 0) > 0);
  const used = countColours(opponents.flatMap((o) => lists[o] ?? []));
  const free = sub(hand, used);
  // The games go in seat order, as before the list was set nearest first.
  const games: PlayList[] = [...opponents]
    .sort((a, b) => a - b)
    .flatMap((o) => {
      const l = lists[o] ?? [];
      return l.length ? [{ opponent: o, colours: l }] : [];
    });
  const name = (s: Seat) => playerName(players, s);

  if (open !== null) {
    const l = lists[open] ?? [];
    return (
      <section class="stack rbg-form" aria-label={`Game with ${name(open)}`}>
        <h2>
          Game with <WholeName name={name(open)} />
        </h2>
        <p class="rbg-hint">
          {name(open)} holds {cardsWord(counts[open] ?? 0)}. Your first card meets theirs, and so on; the shorter list ends the game and later cards stay in
          hand.
        </p>
        <Scoring goldLimit={goldLimit} players={players.length} />
        {/* The line-up with "Remove last" at its end, then the colours to add in one row: the screen's controls end well
            above the Done bar that stays at its foot (three rows of buttons ran under its divider). */}
        <div class="rbg-lineup-row">
          <ol class="rbg-lineup" aria-label={l.length ? `Your cards against ${name(open)}, first to last` : `No game with ${name(open)}`}>
            {l.length === 0 ? <li class="muted">No cards yet: no game.</li> : null}
            {l.map((c, i) => (
              <li key={i}>
                <CardFace colour={c} label={`Card ${i + 1}: ${MARK[c].name}`} />
              </li>
            ))}
          </ol>
          <button type="button" class="btn rbg-remove" disabled={l.length === 0} onClick={() => setLists({ ...lists, [open]: l.slice(0, -1) })}>
            Remove last
          </button>
        </div>
        <div class="btn-row rbg-add-row">
          {COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              class="btn rbg-add-card"
              disabled={free[c] <= 0}
              aria-label={`Add ${MARK[c].name.toLowerCase()} (${free[c]} free)`}
              onClick={() => setLists({ ...lists, [open]: [...l, c] })}
            >
              + <CardFace colour={c} small label={MARK[c].name} /> <span aria-hidden="true">({free[c]})</span>
            </button>
          ))}
        </div>
        <SubmitBar>
          <button type="button" class="btn btn-primary btn-block" onClick={() => setOpen(null)}>
            {l.length === 0 ? `Done: no game with ${name(open)}` : `Done: ${cardsWord(l.length)} against ${name(open)}`}
          </button>
        </SubmitBar>
      </section>
    );
  }

  const played = total(used);
  const kept = total(free);
  return (
    <section class="stack rbg-form" aria-label={`Round ${round}: play`}>
      <h2>Round {round}: play</h2>
      <p>Tap an opponent who holds cards to line up yours against them.</p>
      {opponents.length === 0 ? <p class="panel">Nobody else holds a card: there is no game to play.</p> : null}
      {/* What is played and what stays in hand, above the opponents (under twelve of them it lay a screen and more down). */}
      <div class="rbg-summary">
        <p>
          You play {cardsWord(played)} in {games.length} game{games.length === 1 ? '' : 's'}.
        </p>
        <HandLine cards={free} label="Stays in hand" short />
        {kept > 0 ? (
          <p class="rbg-warn">
            {round === 4 ? `${cardsWord(kept)} left in hand at the end: your score will be zero.` : 'Cards still in hand at the end make your score zero.'}
          </p>
        ) : null}
      </div>
      <NameChips
        seats={opponents}
        players={players}
        label="Opponents who hold cards"
        name={(o) =>
          `Game with ${name(o)} (${cardsWord(counts[o] ?? 0)})${(lists[o] ?? []).length ? `: you play ${(lists[o] ?? []).map((c) => MARK[c].name.toLowerCase()).join(', ')}` : ''}`
        }
        note={(o) => ((lists[o] ?? []).length ? <Lineup colours={lists[o] ?? []} /> : <span class="muted">({counts[o] ?? 0})</span>)}
        onPick={setOpen}
      />
      <SubmitBar>
        <button type="button" class="btn btn-primary btn-block" onClick={() => act({ type: 'submit', round, games })}>
          {games.length === 0 ? 'Submit: play no games' : `Submit ${games.length} game${games.length === 1 ? '' : 's'}`}
        </button>
      </SubmitBar>
    </section>
  );
}
