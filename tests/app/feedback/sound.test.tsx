import { fireEvent, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cue, cueMoment, cueWin } from '../../../src/app/feedback/sound';
import { speak } from '../../../src/app/feedback/speech';
import { settings } from '../../../src/app/shell/services';
import { defaultSettings } from '../../../src/storage/settings';
import { Hourglass } from '../../../src/ui/Hourglass';
import { Handover } from '../../../src/app/play/Handover';
import type { AnyGameModule } from '../../../src/games/contract';

/** Every note started on the page's audio (its frequency), and every buzz. */
let notes: number[] = [];
let buzzes: unknown[] = [];

/** Just enough of Web Audio to count the notes a cue starts. */
class FakeAudio {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n };
  }
  createOscillator() {
    const osc = { type: 'sine', frequency: { value: 0 }, connect: (n: unknown) => n, start: () => notes.push(osc.frequency.value), stop() {} };
    return osc;
  }
}

beforeEach(() => {
  notes = [];
  buzzes = [];
  vi.stubGlobal('AudioContext', FakeAudio);
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (p: unknown) => buzzes.push(p) });
  settings.value = { ...defaultSettings, sound: true, vibration: true };
});
afterEach(() => {
  vi.unstubAllGlobals();
  settings.value = { ...defaultSettings };
});

describe('cue', () => {
  it.each([
    [true, true, true, true],
    [false, true, false, true],
    [true, false, true, false],
    [false, false, false, false],
  ])('sound %s, vibration %s: sounds %s, buzzes %s', (sound, vibration, sounds, buzzesToo) => {
    settings.value = { ...defaultSettings, sound, vibration };
    cue('win');
    expect(notes.length > 0).toBe(sounds);
    expect(buzzes.length > 0).toBe(buzzesToo);
  });
});

describe('cueMoment', () => {
  it('is silent for the moment a table opens on and for the same moment again, and sounds each new one', () => {
    location.hash = '#/play/sound-a';
    cueMoment('start:0', 'flip');
    expect(notes).toEqual([]);
    cueMoment('start:0', 'flip');
    expect(notes).toEqual([]);
    cueMoment('award:1', 'pin');
    expect(notes).toEqual([523, 659, 784]);
  });
  it('sounds a win only for a game whose table was heard here, and once', () => {
    location.hash = '#/play/sound-b';
    cueWin();
    expect(notes).toEqual([]);
    cueMoment('play:3', 'flip');
    cueWin();
    expect(notes).toContain(1047);
    notes = [];
    cueWin();
    expect(notes).toEqual([]);
  });
});

describe('a clock’s last seconds', () => {
  it('tick on the table, from 5 s left, once a second', () => {
    const { rerender } = render(<Hourglass deadline={10_000} length={30_000} now={4_000} label="Round" onLastSeconds={() => cue('tick')} />);
    expect(notes).toEqual([]);
    rerender(<Hourglass deadline={10_000} length={30_000} now={5_500} label="Round" onLastSeconds={() => cue('tick')} />);
    expect(notes).toEqual([1000]);
    rerender(<Hourglass deadline={10_000} length={30_000} now={5_900} label="Round" onLastSeconds={() => cue('tick')} />);
    expect(notes).toEqual([1000]);
    rerender(<Hourglass deadline={10_000} length={30_000} now={6_100} label="Round" onLastSeconds={() => cue('tick')} />);
    expect(notes).toEqual([1000, 1000]);
  });
  it('stay silent in a private view', () => {
    render(
      <section class="private">
        <Hourglass deadline={10_000} length={30_000} now={7_000} label="Your time" onLastSeconds={() => cue('tick')} />
      </section>,
    );
    expect(notes).toEqual([]);
    expect(buzzes).toEqual([]);
  });
});

describe('the handover panel', () => {
  it('makes no sound and no buzz when a player opens their view', () => {
    const game = { ui: {} } as unknown as AnyGameModule;
    const opened: number[] = [];
    const { getByRole } = render(
      <Handover handover={{ seats: [1], anyOrder: false }} players={['Ana', 'Bo']} options={{}} game={game} onReveal={(s) => opened.push(s)} />,
    );
    const button = getByRole('button', { name: "I'm Bo" });
    fireEvent.click(button, { detail: 0 });
    fireEvent.click(button, { detail: 0 });
    expect(opened).toEqual([1]);
    expect(notes).toEqual([]);
    expect(buzzes).toEqual([]);
  });
});

describe('before anyone touches the page (a table opened by a reload)', () => {
  const activation = (hasBeenActive: boolean) => Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive } });
  afterEach(() => activation(true));
  it('nothing sounds, buzzes or speaks; after a touch it does', () => {
    const spoken: string[] = [];
    vi.stubGlobal('speechSynthesis', { cancel() {}, speak: (u: { text: string }) => spoken.push(u.text) });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    activation(false);
    cue('win');
    speak('Ana wins');
    expect([notes, buzzes, spoken]).toEqual([[], [], []]);
    activation(true);
    cue('win');
    speak('Ana wins');
    expect(notes.length > 0 && buzzes.length > 0).toBe(true);
    expect(spoken).toEqual(['Ana wins']);
  });
});
