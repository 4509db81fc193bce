import { useEffect, useState } from 'preact/hooks';
import { shelf, findGame } from '../../games/registry';
import type { SavedList } from '../../storage/saves';
import type { Profile } from '../../storage/profiles';
import { forgetSeen } from '../../storage/seen';
import './home.css';
import { profiles, saves } from '../shell/services';
import { useScreen } from '../../ui/useScreen';
import type { SavedGameRow } from './SavedGameRow';
import { ShelfBox } from './ShelfBox';
import { lazyPart } from '../shell/lazy';

// Below the shelf, or shown only now and then: loaded after Home's first frame.
const SetAsideList = lazyPart(() => import('./SetAsideList').then((m) => m.SetAsideList));
const SeasonStandings = lazyPart(() => import('./SeasonStandings').then((m) => m.SeasonStandings));
const ImportGame = lazyPart(() => import('./ImportGame').then((m) => m.ImportGame));
const InstallHowTo = lazyPart(() => import('../pwa/InstallHowTo').then((m) => m.InstallHowTo));
const StorageNotice = lazyPart(() => import('../pwa/StorageNotice').then((m) => m.StorageNotice));
/** A saved game's row: its code loads while the saved games are read, and the list shows with it. */
const loadRow = () => import('./SavedGameRow').then((m) => m.SavedGameRow);

/** How many saved games Home shows at first, and how many more each "Show more" adds. */
const PAGE = 20;

/**
 * Home: the games in progress (newest first, the first {@link PAGE} at once), the finished ones
 * folded away (rendered only when unfolded), the game shelf, achievements, and how to install.
 */
export function Home() {
  useScreen('');
  const [list, setList] = useState<SavedList | null>(null);
  const [people, setPeople] = useState<Profile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [Row, setRow] = useState<typeof SavedGameRow | null>(null);
  const refresh = () => {
    const s = saves.value;
    if (!s) return;
    Promise.all([s.list(), loadRow()]).then(
      ([games, row]) => {
        setRow(() => row);
        setList(games);
      },
      (e: unknown) => setError(`Saved games could not be read: ${String(e)}`),
    );
    profiles.value?.all().then(setPeople, () => setPeople([]));
  };
  useEffect(refresh, []);
  const [shown, setShown] = useState(PAGE);
  const [finishedOpen, setFinishedOpen] = useState(false);
  const [finishedShown, setFinishedShown] = useState(PAGE);
  const remove = async (id: string) => {
    await saves.value?.remove(id);
    forgetSeen(id);
    refresh();
  };
  const now = Date.now();
  const playing = list?.games.filter((g) => !g.finished) ?? [];
  const finished = list?.games.filter((g) => g.finished) ?? [];
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
      <p class="btn-row">
        <a class="btn" href="#/join">
          Join a table
        </a>
        <span class="muted">with this phone, for a seat in a game on another phone</span>
      </p>
      {error && <p class="error-bar">{error}</p>}
      {saves.value && !saves.value.writable && (
        <p class="banner" role="status">
          This phone’s storage is full: the games saved on it are listed below and open, but new moves may not be saved until space is freed.
        </p>
      )}
      {Row && playing.length > 0 && (
        <section aria-labelledby="in-progress">
          <h2 id="in-progress">Games in progress</h2>
          <ul class="saved-list">
            {playing.slice(0, shown).map((g) => (
              <Row key={g.id} game={g} entry={findGame(g.gameId)} now={now} onDelete={() => remove(g.id)} />
            ))}
          </ul>
          {playing.length > shown && (
            <button type="button" class="btn" onClick={() => setShown(shown + PAGE)}>
              Show {Math.min(PAGE, playing.length - shown)} more of {playing.length - shown}
            </button>
          )}
        </section>
      )}
      {Row && finished.length > 0 && (
        <section aria-labelledby="finished">
          <details class="finished-games" onToggle={(e) => setFinishedOpen(e.currentTarget.open)}>
            <summary>
              <h2 id="finished">Finished games ({finished.length})</h2>
            </summary>
            {finishedOpen && (
              <>
                <ul class="saved-list">
                  {finished.slice(0, finishedShown).map((g) => (
                    <Row key={g.id} game={g} entry={findGame(g.gameId)} now={now} onDelete={() => remove(g.id)} />
                  ))}
                </ul>
                {finished.length > finishedShown && (
                  <button type="button" class="btn" onClick={() => setFinishedShown(finishedShown + PAGE)}>
                    Show {Math.min(PAGE, finished.length - finishedShown)} more of {finished.length - finishedShown}
                  </button>
                )}
              </>
            )}
          </details>
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
      {/* Below the shelf: it appears a moment after Home, and must not move a game under a finger. */}
      {list && <StorageNotice playing={playing} />}
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
