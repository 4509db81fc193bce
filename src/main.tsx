import { render } from 'preact';
import './ui/base.css';
import './app/app.css';
import { App } from './app/App';
import { listenToHash } from './app/route';
import { openServices, watchSettings } from './app/services';
import { startPwa } from './app/pwa';

// A browser of 2021 without Object.hasOwn or Array.prototype.at gets them from core-js (compat.ts)
// before the app starts; any other never loads that file.
const compat = typeof Object.hasOwn === 'function' && typeof Array.prototype.at === 'function' ? Promise.resolve() : import('./compat');
void compat
  .catch(() => undefined)
  .then(() => {
    watchSettings();
    listenToHash();
    startPwa();
    void openServices();
    const root = document.getElementById('app');
    if (root) render(<App />, root);
  });
