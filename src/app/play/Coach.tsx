import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../engine/types';
import type { AnyGameModule } from '../../games/contract';
import { speak } from '../feedback/speech';
import { settings } from '../shell/services';
import { coachOn, keepCoach } from '../shell/kept';

/** What the coach says where the seat has nothing to decide, or its game has no coach. */
export const NOTHING_TO_DECIDE = 'Nothing to decide now.';

/** Props of {@link Coach}. */
export interface CoachProps {
  game: AnyGameModule;
  /** The seat's own view (`def.view(state, seat)`, or the one the table phone sent a joined phone): all the coach reads. */
  view: unknown;
  seat: Seat;
  players: readonly string[];
  /** Names this seat of this game on this phone, for its switch (`<saved game id>:<seat>`): off until turned on. */
  switchKey: string;
  /**
   * Changes with every move (the log's length): a suggestion shown is asked again from the view after the move, and put
   * away unless the coach says the same.
   */
  moves: number;
}

/**
 * The coach in a private view (docs/coach.md): a switch, off until this seat turns it on, then *Suggest a move*, which
 * shows what the Sharp bot would do from this seat's view and why ({@link AnyGameModule} `ui.coach`), in a polite live
 * region; it thinks when tapped, and again after a move while a suggestion is shown (to keep it only if it still
 * holds), never on a redraw. Its buttons take a tap while the screen settles after a move (`.settling`): they make no
 * move. It never plays the move. Rendered in the private view only, never on the table or the handover. Nothing at all
 * for a game without a coach.
 */
export function Coach({ game, view, seat, players, switchKey, moves }: CoachProps) {
  const [on, setOn] = useState(() => coachOn(switchKey));
  const [said, setSaid] = useState<string | null>(null);
  const coach = game.ui.coach;
  /** What the coach says from the view now. */
  const ask = (): string => {
    let sentence: string | null = null;
    try {
      sentence = coach?.(view, seat, players)?.sentence ?? null;
    } catch {
      // A view the bot finds nothing to do in (a step it does not take): no suggestion.
    }
    return sentence ?? NOTHING_TO_DECIDE;
  };
  useEffect(() => {
    setOn(coachOn(switchKey));
    setSaid(null);
  }, [switchKey]);
  // After a move, a suggestion shown stays only while it is still the coach's answer: another player's move that leaves
  // this seat's choice as it was (a bot's secret submission while this view is open) does not take it away.
  useEffect(() => setSaid((was) => (was !== null && ask() === was ? was : null)), [moves]);
  if (coach === undefined) return null;
  const suggest = () => setSaid(ask());
  return (
    <section class="coach" aria-label="Coach">
      <label class="switch">
        <input
          type="checkbox"
          checked={on}
          // One short word on screen keeps the line (the view's move bar stays in sight at 200% text); said in full.
          aria-label="Coach: suggest moves for me"
          onChange={(e) => {
            const next = e.currentTarget.checked;
            keepCoach(switchKey, next);
            setOn(next);
            if (!next) setSaid(null);
          }}
        />
        <span>Coach</span>
      </label>
      {on && (
        <>
          <button type="button" class="btn btn-block" onClick={suggest}>
            Suggest a move
          </button>
          <p class="coach-said" role="status" aria-live="polite">
            {said ?? ''}
          </p>
          {said !== null && settings.value.readAloud && (
            // Meant for earphones, like the private view's own Read aloud: the table must not hear it.
            <button type="button" class="btn" aria-label="Read the suggestion aloud (use earphones)" onClick={() => speak(said)}>
              Read the suggestion aloud
            </button>
          )}
        </>
      )}
    </section>
  );
}
