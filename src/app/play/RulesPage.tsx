import { useGame } from '../shell/useGame';
import { useScreen } from '../../ui/useScreen';

/** A game's rules on a page of their own (from the shelf and from setup). */
export function RulesPage({ gameId }: { gameId: string }) {
  const loaded = useGame(gameId);
  useScreen(loaded.status === 'ready' ? `Rules of ${loaded.game.def.title}` : 'Rules');
  return (
    <article class="rules-page">
      <button type="button" class="btn" onClick={() => history.back()}>
        Back
      </button>
      {loaded.status === 'loading' && <p aria-busy="true">Loading the rules…</p>}
      {loaded.status === 'error' && <p class="error-bar">{loaded.error}</p>}
      {loaded.status === 'ready' && (
        <>
          <h1>Rules of {loaded.game.def.title}</h1>
          <loaded.game.ui.Rules />
        </>
      )}
    </article>
  );
}
