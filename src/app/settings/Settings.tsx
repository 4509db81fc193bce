import { useScreen } from '../../ui/useScreen';
import type { BotSpeed, Settings } from '../../storage/settings';
import { BOT_SPEEDS } from '../shell/kept';
import { settings } from '../shell/services';
import { go } from '../shell/route';
import { HomeLink } from '../shell/HomeLink';

/** The version this build was made as (VITE_APP_VERSION at build time), shown so a player can tell an update happened. */
const APP_VERSION: string = String(import.meta.env['VITE_APP_VERSION'] || 'dev');

const rows: { key: Exclude<keyof Settings, 'botSpeed'>; label: string; hint: string }[] = [
  { key: 'largeText', label: 'Larger text', hint: 'Text half as large again (150%), on every screen, to read at arm’s length.' },
  { key: 'reducedMotion', label: 'Reduce motion', hint: 'No moving sand or sliding cards.' },
  {
    key: 'sound',
    label: 'Sound',
    hint: 'Short sounds for a reveal on the table, a win, a clock’s last seconds and time up. Never while a player moves in private.',
  },
  { key: 'vibration', label: 'Vibration', hint: 'A short buzz for the same moments, where the phone can vibrate.' },
  {
    key: 'slowMoments',
    label: 'Slower moments',
    hint: 'Each move shown on the table stays 8 seconds instead of 4 before a bot moves on or it folds into the last-move strip. A tap on its OK always ends it.',
  },
  { key: 'readAloud', label: 'Read aloud', hint: 'Shows “Read aloud” buttons that speak the public cards.' },
];

/** What Settings calls each bot speed. */
const BOT_SPEED_LABELS: Record<BotSpeed, string> = { calm: 'Calm', quick: 'Quick', instant: 'At once' };

/**
 * Settings: larger text, reduced motion, sound, vibration, read-aloud, the bots' pace. Kept on the device. `back` is
 * set when a game's table opened Settings from its menu: the way out then goes back to that game (the page before).
 */
export function SettingsPage({ back }: { back?: string | undefined }) {
  const s = settings.value;
  useScreen('Settings');
  return (
    <section aria-labelledby="settings-title">
      {back === undefined ? (
        <HomeLink />
      ) : (
        <button type="button" class="btn btn-primary" onClick={() => (history.length > 1 ? history.back() : go({ name: 'home' }))}>
          Back to the game
        </button>
      )}
      <h1 id="settings-title">Settings</h1>
      <ul class="settings-list">
        {rows.map((r) => (
          <li key={r.key} class="panel">
            <label class="switch">
              <input
                type="checkbox"
                checked={s[r.key]}
                onChange={(e) => {
                  settings.value = { ...settings.value, [r.key]: e.currentTarget.checked };
                }}
              />
              <span>{r.label}</span>
            </label>
            <p class="muted">{r.hint}</p>
          </li>
        ))}
      </ul>
      <fieldset class="panel">
        <legend>Bots’ pace</legend>
        {BOT_SPEEDS.map((speed) => (
          <label key={speed} class="switch">
            <input
              type="radio"
              name="bot-speed"
              value={speed}
              checked={s.botSpeed === speed}
              onChange={() => {
                settings.value = { ...settings.value, botSpeed: speed };
              }}
            />
            <span>{BOT_SPEED_LABELS[speed]}</span>
          </label>
        ))}
        <p class="muted">
          How long a bot waits before each move: calm is 0.7 seconds, so the table can follow it; quick a quarter second; at once, no wait. Applies to the game
          opened next.
        </p>
      </fieldset>
      <p class="muted">Version {APP_VERSION}</p>
    </section>
  );
}
