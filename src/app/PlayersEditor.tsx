import { NAME_MAX } from './names';

/** Props of {@link PlayersEditor}. */
export interface PlayersEditorProps {
  names: string[];
  min: number;
  max: number;
  onChange(names: string[]): void;
}

/** The players in clockwise seat order: a name field each, move up/down, remove, and add. */
export function PlayersEditor({ names, min, max, onChange }: PlayersEditorProps) {
  const set = (i: number, value: string) => onChange(names.map((n, j) => (j === i ? value : n)));
  const move = (i: number, d: number) => {
    const next = names.slice();
    const a = next[i];
    const b = next[i + d];
    if (a === undefined || b === undefined) return;
    next[i] = b;
    next[i + d] = a;
    onChange(next);
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
              onClick={() => onChange(names.filter((_, j) => j !== i))}
            >
              ✕
            </button>
            )}
          </li>
        ))}
      </ol>
      {names.length < max && (
        <button type="button" class="btn" onClick={() => onChange([...names, ''])}>
          Add a player
        </button>
      )}
      <p class="muted">
        {min === max ? `${min} players.` : `${min} to ${max} players.`} Names are 1–{NAME_MAX} characters, each different.
      </p>
    </fieldset>
  );
}
