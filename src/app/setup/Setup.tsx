import { useEffect, useRef, useState } from 'preact/hooks';
import { findGame } from '../../games/registry';
import type { AnyGameModule } from '../../games/contract';
import { startingNames } from './seats';
import type { SavedGame } from '../../storage/schema';
import { checkNames } from '../../engine/setupNames';
import { go } from '../shell/route';
import { keepGuide, keepTeachAtSetup, saveNames, teachAtSetup } from '../shell/kept';
import { records, saves } from '../shell/services';
import { pacedForTable } from '../shell/beat';
import { useGame } from '../shell/useGame';
import { PlayersEditor } from './PlayersEditor';
import { askPersistentStorage } from '../pwa/pwa';
import { newGameRecord, storedCarry } from '../../session/newGame';
import { useScreen } from '../../ui/useScreen';
import { PinsEditor, pinProblem } from './PinsEditor';
import { GameEmblem } from '../../ui/GameEmblem';
import { SetupPhones } from '../phones/SetupPhones';
import { messageOf } from '../../engine/errors';
import { ErrorBar } from '../../ui/ErrorBar';
import { HomeLink } from '../shell/HomeLink';

/** Setup: the players (kept for next time, reorderable) and the game's options, with the rules one tap away. */
export function Setup({ gameId }: { gameId: string }) {
  const loaded = useGame(gameId);
  const entry = findGame(gameId);
  if (!entry) return <SetupError error="Unknown game." />;
  if (loaded.status === 'loading') return <p aria-busy="true">Loading {entry.title}…</p>;
  if (loaded.status === 'error') return <SetupError error={loaded.error} />;
  return <SetupForm key={loaded.game.def.id} game={loaded.game} />;
}

/** Why setup cannot open (e.g. the game's code is gone after an update), with a way back Home. */
function SetupError({ error }: { error: string }) {
  return (
    <div>
      <p class="error-bar" role="alert">
        {error}
      </p>
      <HomeLink />
    </div>
  );
}

function SetupForm({ game }: { game: AnyGameModule }) {
  const { def, ui } = game;
  useScreen(`Setup: ${def.title}`);
  const [names, setNames] = useState(() => startingNames(def.writtenPlayers ?? def.minPlayers, def.maxPlayers));
  const [bots, setBots] = useState<boolean[]>(() => names.map(() => false));
  const [relaxed, setRelaxed] = useState<boolean[]>(() => names.map(() => false));
  const [options, setOptions] = useState<unknown>(() => def.defaultOptions(names.length));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Teach us: the guided first game (docs/coach.md), ticked as it was left at this game's last setup on this phone.
  const [teach, setTeach] = useState(() => teachAtSetup(def.id));
  // PINs kept by seat; a game with PINs of its own (Red Blue Gold's station play) asks for them in its options.
  const [pins, setPins] = useState<string[]>([]);
  // What these options carry in (a season), read from the device whenever the key it is kept under changes.
  const carryKey = game.carry?.key(options) ?? null;
  const [carried, setCarried] = useState<unknown>(undefined);
  useEffect(() => {
    let live = true;
    storedCarry(game, options, records.value).then(
      (c) => live && setCarried(c),
      () => live && setCarried(undefined), // a carried record that cannot be read: the options stand as set
    );
    return () => {
      live = false;
    };
  }, [carryKey]);
  const started = useRef(false);
  const changeNames = (next: string[], nextBots: boolean[], nextRelaxed: boolean[]) => {
    setNames(next);
    setBots(nextBots);
    setRelaxed(nextRelaxed);
    if (next.length < pins.length) setPins(pins.slice(0, next.length));
    if (next.length !== names.length) setOptions(def.defaultOptions(next.length));
  };
  async function start(e: Event) {
    e.preventDefault();
    const checked = checkNames(names, def.minPlayers, def.maxPlayers);
    if (!checked.ok) return setError(checked.error);
    const badPin = ui.pin ? null : pinProblem(names, pins);
    if (badPin) return setError(badPin);
    const store = saves.value;
    if (!store) return;
    const botSeats = bots.flatMap((b, seat) => (b ? [seat] : []));
    let record: SavedGame;
    try {
      const relaxedSeats = relaxed.flatMap((r, seat) => (r ? [seat] : []));
      const paced = pacedForTable(game, options);
      record = await newGameRecord(game, checked.value, paced, records.value, Date.now(), botSeats, relaxedSeats);
      const seatPins = checked.value.map((_, i) => pins[i] || null);
      if (!ui.pin && seatPins.some((p) => p !== null)) record = { ...record, pins: seatPins };
    } catch (err) {
      return setError(messageOf(err));
    }
    setBusy(true);
    // Bots' names are not kept for next time: only the people's.
    saveNames(checked.value.filter((_, seat) => !botSeats.includes(seat)));
    try {
      await store.save(record);
    } catch (err) {
      setBusy(false);
      return setError(`The game could not be saved: ${messageOf(err)}`);
    }
    keepTeachAtSetup(def.id, teach);
    if (teach) keepGuide(record.id, { on: true, seen: [] });
    void askPersistentStorage();
    started.current = true;
    go({ name: 'play', id: record.id }, { replace: true });
  }
  const Options = ui.Options;
  return (
    <form class={`setup game-${def.id}`} onSubmit={start} noValidate>
      <div class="title-row">
        <h1>
          <GameEmblem id={def.id} />
          New game of {def.title}
        </h1>
        <a class="btn" href={`#/rules/${def.id}`} aria-label={`Rules of ${def.title}`}>
          Rules
        </a>
      </div>
      <label class="switch teach-us">
        <input type="checkbox" checked={teach} aria-describedby="teach-us-hint" onChange={(e) => setTeach(e.currentTarget.checked)} />
        <span>Teach us</span>
      </label>
      <p id="teach-us-hint" class="muted">
        A guided first game: each step is said on the board as it comes, and each choice in the player's own view.
      </p>
      <PlayersEditor names={names} bots={game.bot ? bots : undefined} relaxed={relaxed} min={def.minPlayers} max={def.maxPlayers} onChange={changeNames} />
      {!ui.pin && <PinsEditor names={names} pins={pins} onChange={setPins} />}
      <section class="panel" aria-labelledby="options-title">
        <h2 id="options-title">Options</h2>
        <Options options={options} playerCount={names.length} players={names} onChange={setOptions} carried={carried} />
      </section>
      <SetupPhones gameId={def.id} names={names} bots={bots} started={started} />
      <ErrorBar message={error} />
      <div class="btn-row">
        <button type="submit" class="btn btn-primary btn-block" disabled={busy}>
          Start the game
        </button>
        <a class="btn btn-block" href="#/">
          Back
        </a>
      </div>
    </form>
  );
}
