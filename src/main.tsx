import { render } from 'preact';
import './ui/base.css';
import './app/shell/app.css';
import { App } from './app/shell/App';
import { listenToHash } from './app/shell/route';
import { openServices, watchSettings } from './app/shell/services';
import { startPwa } from './app/pwa/pwa';

watchSettings();
listenToHash();
startPwa();
void openServices();
const root = document.getElementById('app');
if (root) render(<App />, root);
