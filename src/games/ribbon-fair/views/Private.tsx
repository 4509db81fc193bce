/**
 * One stall's private view after its "I'm Ana" reveal (docs/games/ribbon-fair.md, "A round", "Fresh hand";
 * docs/house-rules.md "Clocks"): under the ribbon as a slim banner, its hand as compact cards to pin and Fresh hand, or
 * the crowd ballot with its own entry disabled; what the move means follows the cards. A move is the choice and one button that names it ("Pin “A rubber duck”"), with no
 * confirmation: the rules make it final. The rotating judge picks on the table, not here. On first
 * showing in the pin or vote step it sends `open`, which starts this stall's own clock (the handover
 * screen itself has no clock).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PrivateProps } from '../../contract';
import { Hourglass } from '../../../ui/Hourglass';
import type { RfAction, RfView, YouView } from '../types';
import { EntryCards } from './Entries';
import { PaintedCard, cardLabel, cardPlace } from './PaintedCard';
import './ribbon-fair.css';

/** The clock's full length is not in the seat's view; the hourglass shows sand against this (ms). */
function yourClock(view: RfView, you: YouView, now: number) {
  if (you.clock === null) return null;
  const length = view.clock?.length ?? Math.max(0, you.clock - now);
  return <Hourglass deadline={you.clock} length={length} now={now} label="Your time" />;
}

/**
 * The move's bar, kept at the bottom of the screen while the hand scrolls under it (a long hand at large text): this
 * stall's clock beside the one button that names the move (`label`; `move` is null until a choice is made, and the
 * button is off then), so neither is ever scrolled away.
 */
function ActBar({ clock, label, move, act }: { clock: ComponentChildren; label: string; move: RfAction | null; act(a: RfAction): void }) {
  return (
    <div class="act-bar rf-act-bar">
      {clock}
      <button
        type="button"
        class="btn btn-primary btn-block"
        disabled={move === null}
        onClick={() => {
          if (move !== null) act(move);
        }}
      >
        {label}
      </button>
    </div>
  );
}

function PinHand({ you, clock, act }: { you: YouView; clock: ComponentChildren; act(a: RfAction): void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const n = you.hand.length;
  // A fragment: its parts are the private view's own, so the move bar stays in sight over the whole view.
  return (
    <>
      <ul class="rf-cards" aria-label="Your hand">
        {you.hand.map((c, i) => (
          <li key={c.text} class={cardPlace(c)}>
            <button type="button" class="rf-pick" aria-pressed={chosen === c.text} aria-label={cardLabel('Entry', i, n, c)} onClick={() => setChosen(c.text)}>
              <PaintedCard card={c} kind="entry" />
            </button>
          </li>
        ))}
      </ul>
      <p class="muted">Choose one entry to pin to the ribbon. It goes face down and cannot be taken back.</p>
      {you.canFresh && (
        <details class="panel">
          <summary>Fresh hand (once per fair)</summary>
          <p>Discard your whole hand and draw 7 new entries. You still pin one of the new cards this round.</p>
          <button
            type="button"
            class="btn btn-block"
            onClick={() => {
              setChosen(null);
              act({ type: 'fresh-hand' });
            }}
          >
            Discard my hand and draw 7
          </button>
        </details>
      )}
      <ActBar
        clock={clock}
        label={chosen === null ? 'Pick an entry to pin' : `Pin “${chosen}”`}
        move={chosen === null ? null : { type: 'pin', entry: chosen }}
        act={act}
      />
    </>
  );
}

function Ballot({
  view,
  players,
  you,
  clock,
  act,
}: {
  view: RfView;
  players: readonly string[];
  you: YouView;
  clock: ComponentChildren;
  act(a: RfAction): void;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const entry = chosen === null ? undefined : view.entries[chosen];
  return (
    <>
      <EntryCards
        entries={view.entries}
        players={players}
        award={null}
        choose={{ selected: chosen, disabled: (i) => i === you.ownEntry, onSelect: setChosen }}
      />
      <p class="muted">Vote in secret for the entry you like best. You cannot vote for your own. A vote cannot be taken back.</p>
      <ActBar
        clock={clock}
        label={entry === undefined ? 'Pick an entry to vote for' : `Vote for “${entry.card.text}”`}
        move={chosen === null || entry === undefined ? null : { type: 'vote', entry: chosen }}
        act={act}
      />
    </>
  );
}

/** Ribbon Fair's private view for `seat`. */
export function Private({ view, players, now, act }: PrivateProps<RfView, RfAction>) {
  const you = view.you;
  const send = (a: RfAction) => {
    void act(a).catch(() => undefined);
  };
  const needsOpen = you?.needsOpen === true;
  useEffect(() => {
    if (needsOpen) send({ type: 'open' });
  }, [needsOpen]);
  if (you === null) return null;
  const yourMove = you.mustPin || you.mustPick || you.mustVote;
  const clock = yourClock(view, you, now);
  return (
    <div class="rf-private stack">
      {/* The stall's name heads the view already ("Only Ana should see this."): one line here, over the cards. */}
      {yourMove && <h2 class="rf-your-move">Your move</h2>}
      {/* While pinning or voting the ribbon is a slim banner, so the entries to choose from come up under it. */}
      {view.ribbon !== null && (
        <div role="group" aria-label={`Ribbon: ${view.ribbon.text}`} class={you.mustPin || you.mustVote ? 'rf-private-ribbon' : undefined}>
          <PaintedCard card={view.ribbon} kind="ribbon" big={!(you.mustPin || you.mustVote)} />
        </div>
      )}
      {/* While pinning or voting the clock sits in the move's bar, beside its button. */}
      {!you.mustPin && !you.mustVote && clock}
      {you.mustPin && <PinHand key={you.hand.map((c) => c.text).join('|')} you={you} clock={clock} act={send} />}
      {you.mustVote && <Ballot view={view} players={players} you={you} clock={clock} act={send} />}
      {you.mustPick && <p>You hold the rosette: pick the winner on the table, where everyone can watch.</p>}
      {!yourMove && (
        <div class="stack">
          <p>Nothing to do right now.</p>
          {you.pinned !== null && (
            <div role="group" aria-label={`Your pinned entry: ${you.pinned.text}`}>
              <p>Your pinned entry:</p>
              <PaintedCard card={you.pinned} kind="entry" />
            </div>
          )}
          <ul class="rf-cards" aria-label="Your hand">
            {you.hand.map((c, i) => (
              <li key={c.text} class={cardPlace(c)} aria-label={cardLabel('Entry', i, you.hand.length, c)}>
                <PaintedCard card={c} kind="entry" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
