import { useState } from 'preact/hooks';
import { importGameFile } from './importGame';
import { go } from './route';
import { saves } from './services';

/** Home's "Move a game from another phone": pick an exported game file and carry on playing it here. */
export function ImportGame() {
  const [error, setError] = useState<string | null>(null);
  async function onFile(file: File | undefined) {
    const store = saves.value;
    if (!file || !store) return;
    setError(null);
    const result = await importGameFile(await file.text(), store);
    if (result.ok) go({ name: 'play', id: result.game.id });
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
      {error && (
        <p class="error-bar" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
