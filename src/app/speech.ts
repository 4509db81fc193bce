import { settings } from './services';

/**
 * Reads `text` aloud with the browser's speech synthesis (offline where the phone has a voice).
 * Does nothing when read-aloud is off in Settings or the browser has no speech synthesis.
 */
export function speak(text: string): void {
  if (!settings.value.readAloud || typeof speechSynthesis === 'undefined') return;
  speechSynthesis.cancel();
  speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}
