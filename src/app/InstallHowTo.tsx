import { installOffer, runsInstalled } from './pwa';

/** A short how-to for phones whose browser offers no install button (iOS Safari, Firefox). */
export function InstallHowTo() {
  if (runsInstalled() || installOffer.value) return null;
  return (
    <details class="panel install-howto">
      <summary>Put Fairground on your home screen</summary>
      <ul>
        <li>
          iPhone or iPad (Safari): tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Android (Chrome): open the <strong>⋮</strong> menu, then <strong>Install app</strong> or <strong>Add to Home screen</strong>.
        </li>
        <li>Open it once with signal; after that it works with none.</li>
      </ul>
    </details>
  );
}
