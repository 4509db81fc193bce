import { useEffect, useState } from 'preact/hooks';
import { shelfMeta } from '../../games/shelf';
import type { SavedList } from '../../storage/saves';
import type { Profile } from '../../storage/profiles';
import './home.css';
import { forgetSeen, profiles, saves } from '../shell/services';
import { useScreen } from '../../ui/useScreen';
import type { SavedGames } from './SavedGames';
import { ShelfBox } from './ShelfBox';
import { lazyPart } from '../shell/lazy';

// Below the shelf, or shown only now and then: loaded after Home's first frame.
const SetAsideList = lazyPart(() => import('./SetAsideList').then((m) => m.SetAsideList));
const CarriedStandings = lazyPart(() => import('./CarriedStandings').then((m) => m.CarriedStandings));
const ImportGame = lazyPart(() => import('./ImportGame').then((m) => m.ImportGame));
const InstallHowTo = lazyPart(() => import('../pwa/InstallHowTo').then((m) => m.InstallHowTo));
const StorageNotice = lazyPart(() => import('../pwa/StorageNotice').then((m) => m.StorageNotice));
const Achievements = lazyPart(() => import('./Achievements').then((m) => m.Achievements));
/** The saved games' list: its code loads once the saved games are read and there is one, and the list shows with it. */
const loadGames = () => import('./SavedGames').then((m) => m.SavedGames);

/**
 * Home: the games in progress and the finished ones (see `SavedGames`), the game shelf,
 * achievements, and how to install.
 */
export function Home() {
  useScreen('');
  const [list, setList] = useState<SavedList | null>(null);
  const [people, setPeople] = useState<Profile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [Games, setGames] = useState<typeof SavedGames | null>(null);
  const refresh = () => {
    const s = saves.value;
    if (!s) return;
    // The list's code (with the registry) loads only when there is a game to list, and shows with it.
    s.list()
      .then(async (games) => {
        if (games.games.length > 0) {
          const component = await loadGames();
          setGames(() => component);
        }
        setList(games);
      })
      .catch((e: unknown) => setError(`Saved games could not be read: ${String(e)}`));
    profiles.value?.all().then(setPeople, () => setPeople([]));
  };
  useEffect(refresh, []);
  const remove = async (id: string) => {
    await saves.value?.remove(id);
    await forgetSeen(id);
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
      {Games && <Games playing={playing} finished={finished} now={now} onDelete={remove} />}
      {list && list.setAside.length > 0 && <SetAsideList items={list.setAside} onChange={refresh} />}
      <section aria-labelledby="shelf">
        <h2 id="shelf">Start a game</h2>
        <ul class="shelf">
          {shelfMeta.map((g) => (
            <ShelfBox key={g.id} game={g} />
          ))}
        </ul>
      </section>
      {/* Below the shelf: it appears a moment after Home, and must not move a game under a finger. */}
      {list && <StorageNotice playing={playing} />}
      {people.some((p) => Object.keys(p.awards).length > 0) && <Achievements people={people} />}
      <CarriedStandings />
      <ImportGame />
      <InstallHowTo />
    </div>
  );
}
