import { useState } from 'preact/hooks';
import type { GameSummary } from '../../storage/summary';
import { lazyPart } from '../shell/lazy';
import { InstallSteps } from './InstallSteps';

const ExportInProgress = lazyPart(() => import('./ExportInProgress').then((m) => m.ExportInProgress));

/**
 * The storage notice itself (loaded only where it shows, see StorageNotice.tsx): says plainly that the
 * browser may clear the games, shows how to add Fairground to the Home Screen, and offers to export
 * the games in progress.
 */
export function StorageNoticePanel({ playing }: { playing: readonly GameSummary[] }) {
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  return (
    <section class="panel storage-notice" aria-labelledby="storage-notice-title">
      <h2 id="storage-notice-title">This browser may clear your games</h2>
      <p>
        It may delete the games saved here (after some days without a visit, or when the phone runs low on space) unless Fairground is added to the Home Screen.
        Add it, and open it from there:
      </p>
      <InstallSteps />
      {playing.length > 0 && !asking && (
        <button type="button" class="btn" onClick={() => setAsking(true)}>
          Export the games in progress ({playing.length})
        </button>
      )}
      {asking && (
        <ExportInProgress
          playing={playing}
          onDone={(text) => {
            setAsking(false);
            setSaid(text);
          }}
        />
      )}
      {said && <p role="status">{said}</p>}
    </section>
  );
}
