import { settings } from '../shell/services';

/**
 * What the fair can sound: a card or entries turned over, a ribbon pinned, votes turned over, a round
 * closing, a win, a clock's last seconds and a clock running out.
 */
export type Cue = 'flip' | 'pin' | 'vote' | 'round' | 'win' | 'tick' | 'timeUp';

/** One note: frequency (Hz), start after the cue begins (s), length (s), loudness (0–1), wave. */
type Note = readonly [freq: number, at: number, length: number, peak: number, wave: OscillatorType];

/**
 * Each cue: its notes, all short (under a second) and soft, made in the page (nothing is fetched), and its buzz
 * (ms on, off, on …) where the device can vibrate.
 */
const CUES: Record<Cue, { notes: readonly Note[]; buzz: number | number[] }> = {
  flip: {
    buzz: 25,
    notes: [
      [520, 0, 0.09, 0.12, 'triangle'],
      [780, 0.07, 0.12, 0.12, 'triangle'],
    ],
  },
  pin: {
    buzz: [40, 40, 60],
    notes: [
      [523, 0, 0.12, 0.16, 'triangle'],
      [659, 0.1, 0.12, 0.16, 'triangle'],
      [784, 0.2, 0.3, 0.18, 'triangle'],
    ],
  },
  vote: {
    buzz: 40,
    notes: [
      [196, 0, 0.06, 0.18, 'square'],
      [392, 0.09, 0.2, 0.14, 'triangle'],
    ],
  },
  round: {
    buzz: [30, 40, 30],
    notes: [
      [659, 0, 0.12, 0.14, 'sine'],
      [523, 0.12, 0.12, 0.14, 'sine'],
      [784, 0.24, 0.28, 0.16, 'sine'],
    ],
  },
  win: {
    buzz: [80, 60, 80, 60, 200],
    notes: [
      [392, 0, 0.12, 0.16, 'triangle'],
      [523, 0.12, 0.12, 0.16, 'triangle'],
      [659, 0.24, 0.12, 0.16, 'triangle'],
      [784, 0.36, 0.5, 0.2, 'triangle'],
      [1047, 0.36, 0.5, 0.1, 'sine'],
    ],
  },
  tick: {
    buzz: 15,
    notes: [[1000, 0, 0.05, 0.08, 'sine']],
  },
  timeUp: {
    buzz: 200,
    notes: [
      [660, 0, 0.16, 0.2, 'sine'],
      [880, 0.18, 0.16, 0.2, 'sine'],
    ],
  },
};

let audio: AudioContext | null = null;

/**
 * True once the player has touched the page: before that a browser keeps sound and speech off (and
 * warns), and nothing the fair does needs either before the first tap.
 */
export function touched(): boolean {
  const ua = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return ua ? ua.hasBeenActive : true;
}

function play(notes: readonly Note[]): void {
  if (typeof AudioContext === 'undefined' || !touched()) return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const t = audio.currentTime + 0.01;
    for (const [freq, at, length, peak, wave] of notes) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t + at);
      gain.gain.exponentialRampToValueAtTime(peak, t + at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + at + length);
      osc.connect(gain).connect(audio.destination);
      osc.start(t + at);
      osc.stop(t + at + length + 0.02);
    }
  } catch {
    /* no audio on this device */
  }
}

/**
 * Sounds `cue` (Sound setting) and buzzes it (Vibration setting); does nothing for either where the
 * device cannot, or before the first touch. Returns at once: a cue never holds up a move or a save.
 * Callers only cue public news, never a step of a private move or of the handover, so nothing the
 * phone sounds tells the table who holds it or what they chose.
 */
export function cue(kind: Cue): void {
  const s = settings.value;
  if (s.vibration && typeof navigator.vibrate === 'function' && touched()) navigator.vibrate(CUES[kind].buzz);
  if (s.sound) play(CUES[kind].notes);
}

/** The last moment key heard on each game's table (by the page's address), so a moment sounds once. */
const heard = new Map<string, string>();

/**
 * Cues a moment revealed on the table, once per new moment: not the one a table opens on (a game
 * resumed from Home or after a reload tells nothing new).
 */
export function cueMoment(key: string, kind: Cue): void {
  const where = location.hash;
  const before = heard.get(where);
  heard.set(where, key);
  if (before !== undefined && before !== key) cue(kind);
}

/**
 * Cues a win when this game's end is news: a moment of its table was heard in this visit (not a
 * finished game reopened from Home). Once per game.
 */
export function cueWin(): void {
  if (heard.delete(location.hash)) cue('win');
}
