import './compat';
import { render } from 'preact';
import './ui/base.css';
import './app/app.css';
import { App } from './app/App';
import { listenToHash } from './app/route';
import { openServices, watchSettings } from './app/services';
import { startPwa } from './app/pwa';

watchSettings();
listenToHash();
startPwa();
void openServices();
const root = document.getElementById('app');
if (root) render(<App />, root);
