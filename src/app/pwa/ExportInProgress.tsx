import { useState } from 'preact/hooks';
import type { GameSummary } from '../../storage/summary';
import { downloadJson } from '../../ui/download';
import { EXPORT_WORD } from '../play/ExportGame';
import { exportName } from '../../session/importFile';
import { saves } from '../shell/services';

/**
 * The storage notice's export (loaded only when asked for): after the typed word, as the files hold
 * every secret, saves each game in `playing` as its own file (the one "Export game" makes), then
 * says how many and calls `onDone`.
 */
export function ExportInProgress({ playing, onDone }: { playing: readonly GameSummary[]; onDone: (said: string) => void }) {
  const [typed, setTyped] = useState('');
  const ready = typed.trim().toUpperCase() === EXPORT_WORD;
  const exportAll = async () => {
    const store = saves.value;
    let n = 0;
    for (const g of store ? playing : []) {
      const got = await store?.load(g.id);
      if (got?.ok) {
        downloadJson(exportName(got.value), got.value);
        n++;
      }
    }
    onDone(`${n} game file${n === 1 ? '' : 's'} saved. To carry on from one, pick it under “Move a game from another phone”.`);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void exportAll();
      }}
    >
      <p>The files hold every secret of these games: hands, votes, entries. Keep them to carry on later, and don't open them.</p>
      <label for="storage-export-word">Type {EXPORT_WORD} to export</label>
      <input id="storage-export-word" autoComplete="off" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
      <div class="btn-row">
        <button type="submit" class="btn btn-primary" disabled={!ready}>
          Export
        </button>
        <button type="button" class="btn" onClick={() => onDone('')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
