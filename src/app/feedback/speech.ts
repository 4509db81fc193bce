import { settings } from '../shell/services';
import { touched } from './sound';

/**
 * Reads `text` aloud with the browser's speech synthesis (offline where the phone has a voice).
 * Does nothing when read-aloud is off in Settings, the browser has no speech synthesis, or nobody has
 * touched the page yet (a table opened by a reload: the browser would refuse, and warn).
 */
export function speak(text: string): void {
  if (!settings.value.readAloud || typeof speechSynthesis === 'undefined' || !touched()) return;
  speechSynthesis.cancel();
  speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}
