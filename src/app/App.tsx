import { route } from './route';
import { saves } from './services';
import { Home } from './Home';
import { lazyScreen } from './lazy';
import { PwaBar } from './PwaBar';

const Setup = lazyScreen('setup', () => import('./Setup').then((m) => m.Setup));
const Play = lazyScreen('game', () => import('./Play').then((m) => m.Play));
const RulesPage = lazyScreen('rules', () => import('./RulesPage').then((m) => m.RulesPage));
const SettingsPage = lazyScreen('settings', () => import('./Settings').then((m) => m.SettingsPage));

/** The app: the PWA bar, the storage banner, and the screen the route names. */
export function App() {
  const s = saves.value;
  const r = route.value;
  return (
    <>
      <PwaBar />
      <main id="main">
        {s && !s.persistent && (
          <p class="banner" role="status">
            This browser will not let Fairground save. You can play, but a game is lost when the app closes.
          </p>
        )}
        {s === null ? (
          <p aria-busy="true">Opening…</p>
        ) : r.name === 'home' ? (
          <Home />
        ) : r.name === 'setup' ? (
          <Setup gameId={r.gameId} />
        ) : r.name === 'play' ? (
          <Play key={r.id} id={r.id} />
        ) : r.name === 'rules' ? (
          <RulesPage gameId={r.gameId} />
        ) : (
          <SettingsPage back={r.back} />
        )}
      </main>
    </>
  );
}
