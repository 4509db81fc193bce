import { signal } from '@preact/signals';

/**
 * True while a game's table is on screen (with its handover panel, "I'm Ana"): the PWA toasts then
 * never float over the page, so nothing ever lies over the handover (src/app/pwa/PwaBar.tsx).
 */
export const onTable = signal(false);
