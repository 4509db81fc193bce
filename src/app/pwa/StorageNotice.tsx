import { useEffect, useState } from 'preact/hooks';
import type { GameSummary } from '../../storage/summary';
import { lazyPart } from '../shell/lazy';
import type { Persistence } from './persistence';

const Panel = lazyPart(() => import('./StorageNoticePanel').then((m) => m.StorageNoticePanel));

/**
 * Home's warning where the browser may clear the saved games by itself (pwa/persistence.ts says
 * 'at-risk': Safari in a tab, or persist() refused): the panel (StorageNoticePanel.tsx, loaded only
 * then) says so plainly, shows how to add Fairground to the Home Screen, and offers to export the
 * games in progress. Nothing once installed, nor while the storage is kept or its fate not known.
 */
export function StorageNotice({ playing }: { playing: readonly GameSummary[] }) {
  const [state, setState] = useState<Persistence>('unknown');
  useEffect(() => {
    let live = true;
    // The check loads after Home has started (it is not needed for the first frame).
    void import('./persistence').then((m) => m.persistence()).then((p) => live && setState(p));
    return () => {
      live = false;
    };
  }, []);
  return state === 'at-risk' ? <Panel playing={playing} /> : null;
}
