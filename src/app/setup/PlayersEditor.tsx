import { NAME_MAX } from '../../engine/names';
import { botName } from './botNames';

/** Props of {@link PlayersEditor}. */
export interface PlayersEditorProps {
  names: string[];
  /** Which seats a bot plays (same order as `names`); absent when the game has no bot. */
  bots?: boolean[];
  /** Which bot seats play Relaxed rather than Sharp (same order as `names`; docs/house-rules.md "Bots"); all Sharp when absent. */
  relaxed?: boolean[];
  min: number;
  max: number;
  /** The new names, which seats are bots (all false when the game has no bot), and which bot seats play Relaxed. */
  onChange(names: string[], bots: boolean[], relaxed: boolean[]): void;
}

/**
 * The players in clockwise seat order: a name field each, move up/down, remove, and add. Where the game has a bot,
 * each seat can be a bot (its name says so, e.g. "Bramble (bot)"), and empty seats can be filled with bots at once.
 */
export function PlayersEditor({ names, bots: botsIn, relaxed: relaxedIn, min, max, onChange }: PlayersEditorProps) {
  const hasBot = botsIn !== undefined;
  const bots = names.map((_, i) => botsIn?.[i] === true);
  const relaxed = names.map((_, i) => relaxedIn?.[i] === true);
  /** Seats keep their strength when they move; a seat that stops being a bot forgets it. */
  let nextRelaxed = relaxed;
  const change = (nextNames: string[], nextBots: boolean[]) =>
    onChange(
      nextNames,
      nextBots,
      nextBots.map((b, i) => b && nextRelaxed[i] === true),
    );
  const set = (i: number, value: string) =>
    change(
      names.map((n, j) => (j === i ? value : n)),
      bots,
    );
  const move = (i: number, d: number) => {
    const next = names.slice();
    const nextBots = bots.slice();
    const a = next[i];
    const b = next[i + d];
    if (a === undefined || b === undefined) return;
    next[i] = b;
    next[i + d] = a;
    nextBots[i] = bots[i + d] === true;
    nextBots[i + d] = bots[i] === true;
    nextRelaxed = relaxed.slice();
    nextRelaxed[i] = relaxed[i + d] === true;
    nextRelaxed[i + d] = relaxed[i] === true;
    change(next, nextBots);
  };
  const toggleBot = (i: number) => {
    const on = !bots[i];
    change(
      names.map((n, j) => (j !== i ? n : on ? botName(names) : '')),
      bots.map((b, j) => (j === i ? on : b)),
    );
  };
  const toggleStrength = (i: number) => {
    nextRelaxed = relaxed.map((r, j) => (j === i ? !r : r));
    change(names, bots);
  };
  const fillWithBots = () => {
    const next = names.slice();
    const nextBots = bots.slice();
    next.forEach((n, i) => {
      if (n.trim() !== '') return;
      next[i] = botName(next);
      nextBots[i] = true;
    });
    change(next, nextBots);
  };
  return (
    <fieldset class="panel players">
      <legend>Players, in seat order (clockwise)</legend>
      <ol>
        {names.map((n, i) => (
          <li key={i} class="player-row">
            <label class="sr-only" for={`player-${i}`}>
              Player {i + 1}
            </label>
            <input
              id={`player-${i}`}
              value={n}
              // maxLength counts UTF-16 units (an emoji is 2 to 11 of them): room enough for 24 emoji;
              // a longer name is refused with a message rather than cut short here.
              maxLength={NAME_MAX * 8}
              autoComplete="off"
              placeholder={`Player ${i + 1}`}
              onInput={(e) => set(i, e.currentTarget.value)}
            />
            {hasBot && (
              <button type="button" class="btn icon bot-toggle" aria-pressed={bots[i]} aria-label={`Player ${i + 1} is a bot`} onClick={() => toggleBot(i)}>
                Bot
              </button>
            )}
            {hasBot && bots[i] && (
              <button
                type="button"
                class="btn bot-strength"
                aria-label={`Player ${i + 1} plays ${relaxed[i] ? 'Relaxed' : 'Sharp'}: change the strength`}
                onClick={() => toggleStrength(i)}
              >
                {relaxed[i] ? 'Relaxed' : 'Sharp'}
              </button>
            )}
            <span class="seat-moves">
              <button type="button" class="btn icon" aria-label={`Move player ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                ↑
              </button>
              <button type="button" class="btn icon" aria-label={`Move player ${i + 1} down`} disabled={i === names.length - 1} onClick={() => move(i, 1)}>
                ↓
              </button>
              {min !== max && (
                <button
                  type="button"
                  class="btn icon btn-danger"
                  aria-label={`Remove player ${i + 1}`}
                  disabled={names.length <= min}
                  onClick={() => {
                    nextRelaxed = relaxed.filter((_, j) => j !== i);
                    change(
                      names.filter((_, j) => j !== i),
                      bots.filter((_, j) => j !== i),
                    );
                  }}
                >
                  ✕
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {names.length < max && (
        <button type="button" class="btn" onClick={() => change([...names, ''], [...bots, false])}>
          Add a player
        </button>
      )}
      {hasBot && names.some((n) => n.trim() === '') && (
        <button type="button" class="btn" onClick={fillWithBots}>
          Fill the empty seats with bots
        </button>
      )}
      <p class="muted">
        {min === max ? `${min} players.` : `${min} to ${max} players.`} Names are 1–{NAME_MAX} characters, each different.
        {hasBot &&
          ' Bot makes a seat a bot: it plays from its own seat, seeing only what that seat may see. A bot plays Sharp (as well as it can) or Relaxed (simpler, still sensible): tap its strength to change it.'}
      </p>
    </fieldset>
  );
}
