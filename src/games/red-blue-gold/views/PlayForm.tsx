/**
 * Rounds 3 and 4's private form: for each opponent a sequence builder (add a colour, remove the last),
 * always showing how many cards of each colour are still free (seeds/004 "ROUND 3 + 4: PLAY").
 */
import { useState } from 'preact/hooks';
import type { Seat } from '../../../engine/types';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { countColours, MARK, sub } from '../rules/cards';
import type { Cards, Colour, PlayList, RbgAction } from '../rules/types';
import { COLOURS } from '../rules/types';
import { CardFace, HandLine } from './Mark';

/** Props of {@link PlayForm}. */
export interface PlayFormProps {
  seat: Seat;
  round: 3 | 4;
  players: readonly string[];
  hand: Cards;
  act(action: RbgAction): Promise<void>;
}

/** "Ana: blue, red, walk away" for the confirm question. */
function sayGame(name: string, colours: readonly Colour[]): string {
  return `${name}: ${colours.map((c) => MARK[c].name.toLowerCase()).join(', ')}, walk away`;
}

/** One ordered list of colours per opponent; an empty list is no game. */
export function PlayForm({ seat, round, players, hand, act }: PlayFormProps) {
  const [lists, setLists] = useState<Record<number, Colour[]>>({});
  const others = players.map((_, i) => i).filter((i) => i !== seat);
  const used = countColours(others.flatMap((o) => lists[o] ?? []));
  const free = sub(hand, used);
  const games: PlayList[] = others.flatMap((o) => {
    const l = lists[o] ?? [];
    return l.length ? [{ opponent: o, colours: l }] : [];
  });
  const question = games.length
    ? `Play ${games.map((g) => sayGame(players[g.opponent] ?? '', g.colours)).join('; ')}? A submission cannot be changed.`
    : 'Play no games this round? A submission cannot be changed.';
  return (
    <section class="stack" aria-label={`Round ${round}: play`}>
      <h2>Round {round}: play</h2>
      <p>
        For each opponent, line up the cards you play, first to last. A game runs as long as the shorter of the two lists; then
        both walk away and unplayed cards stay in your hand. Cards still in hand at the end make your score zero.
      </p>
      <div class="rbg-free" aria-live="polite">
        <HandLine cards={free} label="Free" />
      </div>
      {others.map((o) => {
        const l = lists[o] ?? [];
        const name = players[o] ?? '';
        return (
          <div class="panel" key={o} role="group" aria-label={`Game with ${name}`}>
            <h3>Game with {name}</h3>
            <ol class="rbg-cards" aria-label={l.length ? `Your cards against ${name}` : `No game with ${name}`}>
              {l.length === 0 ? <li class="muted">No game</li> : null}
              {l.map((c, i) => (
                <li key={i} style={{ listStyle: 'none' }}>
                  <CardFace colour={c} small label={`Card ${i + 1} of ${l.length}: ${MARK[c].name}`} />
                </li>
              ))}
            </ol>
            <div class="btn-row">
              {COLOURS.map((c) => (
                <button
                  key={c}
                  type="button"
                  class="btn"
                  disabled={free[c] <= 0}
                  aria-label={`Add ${MARK[c].name.toLowerCase()} against ${name}`}
                  onClick={() => setLists({ ...lists, [o]: [...l, c] })}
                >
                  + <CardFace colour={c} small label={MARK[c].name} />
                </button>
              ))}
              <button
                type="button"
                class="btn"
                disabled={l.length === 0}
                aria-label={`Remove last card against ${name}`}
                onClick={() => setLists({ ...lists, [o]: l.slice(0, -1) })}
              >
                Remove last
              </button>
            </div>
          </div>
        );
      })}
      <ConfirmButton class="btn-block" label="Submit games" question={question} confirmLabel="Submit" onConfirm={() => act({ type: 'submit', round, games })} />
    </section>
  );
}
