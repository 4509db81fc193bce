import { useEffect, useRef, useState } from 'preact/hooks';
import { TITLE_NAMES, winnersTitle } from '../../session/status';
import type { AnyGameModule } from '../../games/contract';
import type { Session } from '../../session/session';
import { go } from '../shell/route';
import { profiles, records, saves, settings } from '../shell/services';
import { keepCarry, newGameRecord } from '../../session/newGame';
import { pacedForTable } from '../shell/beat';
import type { TablePhones } from '../../net/host';
import { passOn } from '../../net/lobby';
import { speak } from '../feedback/speech';
import { cueWin } from '../feedback/sound';
import { Icon } from '../../ui/Icon';
import { messageOf } from '../../engine/errors';
import { guideOf, keepGuide } from '../shell/kept';

/** Where the confetti falls from (left, in % of the width) and its colour, by piece. */
const CONFETTI: readonly (readonly [number, string])[] = [
  [4, 'var(--accent)'],
  [13, 'var(--gold)'],
  [22, 'var(--game-rf)'],
  [31, 'var(--game-hf)'],
  [40, 'var(--game-fc)'],
  [49, 'var(--accent)'],
  [58, 'var(--gold)'],
  [67, 'var(--game-rbg)'],
  [76, 'var(--game-rf)'],
  [85, 'var(--game-hf)'],
  [94, 'var(--gold)'],
];

/**
 * The winners' banner: bunting, confetti that falls once, and a rosette for each winner, every one of a shared win
 * (decoration; the headline names them). Up to {@link TITLE_NAMES} winners each rosette carries its name; more are
 * small rosettes in a row or two without names, as the title counts them ("11 players share the win!") and the summary
 * under it names each: the title stays in the first screen at every text size.
 */
export function Celebration({ names }: { names: readonly string[] }) {
  const many = names.length > TITLE_NAMES;
  return (
    <div class="results-cheer" aria-hidden="true">
      <div class="results-bunting" />
      {CONFETTI.map(([left, colour], i) => (
        <span key={i} class="confetti" style={{ left: `${left}%`, background: colour, animationDelay: `${(i % 4) * 90}ms` }} />
      ))}
      <ul class={many ? 'results-rosettes results-rosettes-many' : 'results-rosettes'}>
        {(names.length ? names : ['']).map((n, i) => (
          <li key={i}>
            <Icon name={names.length ? 'rosette' : 'star'} />
            {n && !many && <span class="results-rosette-name">{n}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The results screen: a celebration of the winners (bunting, confetti, a rosette each; a fanfare and a
 * buzz when the game ended here, not when a finished game is reopened), the outcome's summary, the
 * game's own results panel, the achievements earned (kept on the device per player name), and Play again (which
 * keeps every phone at the table on its player).
 */
export function Results({ game, session, phones }: { game: AnyGameModule; session: Session; phones?: TablePhones }) {
  const { def, ui } = game;
  const record = session.game.value;
  const outcome = session.outcome.value;
  const [error, setError] = useState<string | null>(null);
  const starting = useRef(false);
  useEffect(() => {
    if (outcome) void keepCarry(game, record, records.value);
  }, [record.id, outcome]);
  useEffect(() => {
    if (!outcome?.awards?.length) return;
    const earned = outcome.awards.map((a) => ({ name: record.players[a.seat] ?? '', id: a.id, title: a.title }));
    void profiles.value?.record(record.id, earned);
  }, [record.id, outcome]);
  useEffect(() => {
    if (outcome) cueWin();
  }, [record.id, outcome !== null]);
  if (!outcome) return null;
  const names = outcome.winners.map((s) => record.players[s] ?? '');
  async function playAgain() {
    // One new game however fast the button is pressed twice.
    if (starting.current) return;
    starting.current = true;
    const again = def.playAgainOptions ? def.playAgainOptions(record.state) : record.options;
    const options = pacedForTable(game, again);
    try {
      const fresh = await newGameRecord(game, record.players, options, records.value, Date.now(), record.bots ?? [], record.relaxed ?? []);
      // The same table plays again: each seat keeps the PIN it set.
      const next = record.pins ? { ...fresh, pins: record.pins } : fresh;
      await saves.value?.save(next);
      // A guided game's guide goes on with the same table, past the steps it has already passed.
      const guide = guideOf(record.id);
      if (guide.on) keepGuide(next.id, guide);
      // The phones at the table stay on their players for the next game.
      if (phones) passOn(phones);
      go({ name: 'play', id: next.id }, { replace: true });
    } catch (e) {
      starting.current = false;
      setError(messageOf(e));
    }
  }
  return (
    <section class={`results game-${def.id}`} aria-labelledby="results-title">
      <Celebration names={names} />
      <h2 id="results-title" class="results-title">
        {outcome.headline ?? winnersTitle(names, 'No winner')}
      </h2>
      <p class="results-summary">{outcome.summary}</p>
      <ui.Results view={def.view(record.state, 'table')} players={record.players} />
      {error && <p class="error-bar">{error}</p>}
      <div class="btn-row">
        <button type="button" class="btn btn-primary" onClick={() => void playAgain()}>
          Play again
        </button>
        {settings.value.readAloud && (
          <button type="button" class="btn" onClick={() => speak(`${outcome.summary} ${ui.readAloud(def.view(record.state, 'table'), record.players)}`)}>
            Read aloud
          </button>
        )}
        <a class="btn" href="#/">
          Back to Home
        </a>
      </div>
    </section>
  );
}
