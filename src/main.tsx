import { render } from 'preact';
import './ui/base.css';
import './app/shell/app.css';
import { App } from './app/shell/App';
import { listenToHash } from './app/shell/route';
import { openServices, watchSettings } from './app/shell/services';
import { startPwa } from './app/pwa/pwa';

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
