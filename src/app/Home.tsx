import { useEffect, useState } from 'preact/hooks';
import { shelf, findGame } from '../games/registry';
import type { SavedList } from '../storage/saves';
import type { Profile } from '../storage/profiles';
import { ConfirmButton } from '../ui/ConfirmButton';
import { go } from './route';
import { profiles, saves } from './services';
import { InstallHowTo } from './InstallHowTo';
import { SetAsideList } from './SetAsideList';
import { SeasonStandings } from './SeasonStandings';
import { lastMoveText } from './time';
import { ImportGame } from './ImportGame';
import { ShelfBox } from './ShelfBox';

/** Home: the game shelf, the games in progress (newest first), achievements, and how to install. */
export function Home() {
  const [list, setList] = useState<SavedList | null>(null);
  const [people, setPeople] = useState<Profile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    const s = saves.value;
    if (!s) return;
    s.list().then(setList, (e: unknown) => setError(`Saved games could not be read: ${String(e)}`));
    profiles.value?.all().then(setPeople, () => setPeople([]));
  };
  useEffect(refresh, []);
  const now = Date.now();
  // Whether the saved games have been read yet, so a test (or a stylesheet) can tell "none" from "not yet".
  const savesState = list ? 'read' : error ? 'failed' : saves.value ? 'reading' : 'unavailable';
  return (
    <div class="home" data-saves={savesState}>
      <header class="home-head">
        <h1>Fairground</h1>
        <a class="btn" href="#/settings">
          Settings
        </a>
      </header>
      <p class="muted">Table games for one phone, passed hand to hand. No signal needed.</p>
      {error && <p class="error-bar">{error}</p>}
      {list && list.games.length > 0 && (
        <section aria-labelledby="in-progress">
          <h2 id="in-progress">Games on this phone</h2>
          <ul class="saved-list">
            {list.games.map((g) => {
              const entry = findGame(g.gameId);
              return (
                <li key={g.id} class="panel saved-game">
                  <div>
                    <strong>{entry?.title ?? g.gameId}</strong>
                    <div>{g.players.join(', ')}</div>
                    <div class="muted">Last move {lastMoveText(g.updatedAt, now)}</div>
                  </div>
                  <div class="btn-row">
                    <button
                      type="button"
                      class="btn btn-primary"
                      aria-label={`Resume ${entry?.title ?? g.gameId} with ${g.players.join(', ')}`}
                      onClick={() => go({ name: 'play', id: g.id })}
                      disabled={!entry}
                    >
                      Resume
                    </button>
                    <ConfirmButton
                      label="Delete"
                      danger
                      question={`Delete this game of ${entry?.title ?? g.gameId} with ${g.players.join(', ')}? It cannot be brought back.`}
                      confirmLabel="Delete"
                      onConfirm={async () => {
                        await saves.value?.remove(g.id);
                        refresh();
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {list && list.setAside.length > 0 && <SetAsideList items={list.setAside} onChange={refresh} />}
      <section aria-labelledby="shelf">
        <h2 id="shelf">Start a game</h2>
        <ul class="shelf">
          {shelf.map((g) => (
            <ShelfBox key={g.id} game={g} />
          ))}
        </ul>
      </section>
      {people.some((p) => Object.keys(p.awards).length > 0) && (
        <section aria-labelledby="achievements">
          <h2 id="achievements">Achievements</h2>
          <ul class="panel">
            {people
              .filter((p) => Object.keys(p.awards).length > 0)
              .map((p) => (
                <li key={p.name}>
                  <strong>{p.name}</strong>:{' '}
                  {Object.values(p.awards)
                    .map((a) => (a.count > 1 ? `${a.title} ×${a.count}` : a.title))
                    .join(', ')}
                </li>
              ))}
          </ul>
        </section>
      )}
      <SeasonStandings />
      <ImportGame />
      <InstallHowTo />
    </div>
  );
}
