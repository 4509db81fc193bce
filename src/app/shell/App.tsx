import { route } from './route';
import { saves } from './services';
import { Home } from '../home/Home';
import { lazyPart, lazyScreen } from './lazy';

const Setup = lazyScreen('setup', () => import('../setup/Setup').then((m) => m.Setup));
const Play = lazyScreen('game', () => import('../play/Play').then((m) => m.Play));
const RulesPage = lazyScreen('rules', () => import('../play/RulesPage').then((m) => m.RulesPage));
const Join = lazyScreen('join', () => import('../phones/Join').then((m) => m.Join));
const SettingsPage = lazyScreen('settings', () => import('../settings/Settings').then((m) => m.SettingsPage));
// Shows only once the service worker has news (ready offline, an update): loaded after the first frame.
const PwaBar = lazyPart(() => import('../pwa/PwaBar').then((m) => m.PwaBar));

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
        ) : r.name === 'join' ? (
          <Join />
        ) : (
          <SettingsPage back={r.back} />
        )}
      </main>
    </>
  );
}
