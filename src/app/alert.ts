import { settings } from './services';

let audio: AudioContext | null = null;

/**
 * Tells the table a clock ran out: a short buzz (Vibration setting) and a soft two-note chime
 * (Sound setting). Public news only, so it never depends on what a private move was.
 */
export function clockRanOut(): void {
  const s = settings.value;
  if (s.vibration && typeof navigator.vibrate === 'function') navigator.vibrate(200);
  if (!s.sound || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const t = audio.currentTime;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, t + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + i * 0.18 + 0.16);
      osc.connect(gain).connect(audio.destination);
      osc.start(t + i * 0.18);
      osc.stop(t + i * 0.18 + 0.17);
    }
  } catch {
    /* no audio on this device */
  }
}
