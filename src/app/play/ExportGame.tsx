import { useEffect, useRef, useState } from 'preact/hooks';
import type { SavedGame } from '../../storage/schema';
import { downloadJson } from '../../ui/download';
import { exportName } from '../../session/importFile';

/** The word typed to confirm an export, so nobody exports the game's secrets with two stray taps. */
export const EXPORT_WORD = 'MOVE';

/**
 * "Export game": saves the game as a file to carry on on another phone. The file holds every
 * secret (hands, votes, entries), so the button first says so and asks for a typed word. With
 * `startOpen` (the table's sheet, whose menu item already said "Export game") the question is asked at
 * once; `onCancel` is told when it is cancelled.
 */
export function ExportGame({ record, startOpen = false, onCancel }: { record: SavedGame; startOpen?: boolean; onCancel?: () => void }) {
  const [open, setOpen] = useState(startOpen);
  const [typed, setTyped] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const word = useRef<HTMLInputElement>(null);
  // The panel opens below the fold on a phone: the word's box takes the focus (and comes into view).
  useEffect(() => {
    if (open) word.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <>
        <button type="button" class="btn" onClick={() => setOpen(true)}>
          Export game
        </button>
        {sent !== null && (
          <p role="status">
            Saved as {sent}. Go on with this game on one phone only: once it is open on the other phone, delete it here (Home, Delete), or the two copies will
            part ways.
          </p>
        )}
      </>
    );
  }
  const ready = typed.trim().toUpperCase() === EXPORT_WORD;
  return (
    <form
      class="panel"
      aria-labelledby="export-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        downloadJson(exportName(record), record);
        setSent(exportName(record));
        setOpen(false);
        setTyped('');
      }}
    >
      <h2 id="export-title">Move this game to another phone</h2>
      <p>The file holds every secret of this game: hands, votes, entries. Use it only to carry on on another phone, and don't open it.</p>
      <label for="export-word">Type {EXPORT_WORD} to export</label>
      <input id="export-word" ref={word} autoComplete="off" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
      <div class="btn-row">
        <button type="submit" class="btn btn-primary" disabled={!ready}>
          Export
        </button>
        <button
          type="button"
          class="btn"
          onClick={() => {
            setOpen(false);
            onCancel?.();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
