import { useState } from 'preact/hooks';
import { useGame } from '../shell/useGame';
import { useScreen } from '../../ui/useScreen';
import { HowTo } from './HowTo';

/**
 * A game's rules on a page of their own (from the shelf and from setup): first how to play in a minute (the game's
 * {@link GameUI.howTo} cards), then the full rules one tap further, and the cards again one tap back.
 */
export function RulesPage({ gameId }: { gameId: string }) {
  // Another game's rules start again at their first card.
  return <RulesOf key={gameId} gameId={gameId} />;
}

/** {@link RulesPage} for one game. */
function RulesOf({ gameId }: { gameId: string }) {
  const loaded = useGame(gameId);
  const [full, setFull] = useState(false);
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
          {full ? (
            <>
              <button type="button" class="btn btn-block" onClick={() => setFull(false)}>
                How to play, in a minute
              </button>
              <loaded.game.ui.Rules />
            </>
          ) : (
            <HowTo cards={loaded.game.ui.howTo} title={loaded.game.def.title} level={2} onFullRules={() => setFull(true)} />
          )}
        </>
      )}
    </article>
  );
}
