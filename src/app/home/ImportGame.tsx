import { useState } from 'preact/hooks';
import { go } from '../shell/route';
import { saves } from '../shell/services';
import { messageOf } from '../../engine/errors';
import { ErrorBar } from '../../ui/ErrorBar';

/** Home's "Move a game from another phone": pick an exported game file and carry on playing it here. */
export function ImportGame() {
  const [error, setError] = useState<string | null>(null);
  async function onFile(file: File | undefined) {
    const store = saves.value;
    if (!file || !store) return;
    setError(null);
    // The importer (schema, replay) loads only when a file is picked: Home stays small.
    let result: Awaited<ReturnType<typeof import('../../session/importFile').importGameFile>>;
    try {
      const { importGameFile } = await import('../../session/importFile');
      result = await importGameFile(await file.text(), store);
    } catch (e) {
      result = { ok: false, error: `The file could not be read (${messageOf(e)}).` };
    }
    if (result.ok) go({ name: 'play', id: result.value.id });
    else setError(result.error);
  }
  return (
    <details class="panel">
      <summary>Move a game from another phone</summary>
      <p>On the old phone, open the game and tap “Export game”. Send the file here, then pick it:</p>
      <label class="btn" for="import-file">
        Pick a game file
      </label>
      <input id="import-file" class="sr-only" type="file" accept="application/json,.json" onChange={(e) => void onFile(e.currentTarget.files?.[0])} />
      <ErrorBar message={error} />
    </details>
  );
}
