/**
 * The pin step on the cloth (docs/games/ribbon-fair.md, "A round" step 1): the entries pinned so far, face
 * down in a fan (only how many: which card each is stays secret until the shuffle), beside the two decks
 * and how many cards each has left.
 */
import type { RfView } from '../types';

/** Props of {@link FaceDowns}. */
export interface FaceDownsProps {
  view: RfView;
}

/** The face-down entries and the decks. */
export function FaceDowns({ view }: FaceDownsProps) {
  const n = view.pinnedCount;
  return (
    <div class="rf-pinning">
      <div class="rf-deck" role="img" aria-label={`Ribbon deck: ${view.ribbonsLeft} left`}>
        <span class="rf-deck-card rf-deck-ribbons" aria-hidden="true" />
        <span class="rf-deck-count" aria-hidden="true">
          {view.ribbonsLeft}
          <small>ribbons</small>
        </span>
      </div>
      {n > 0 ? (
        <div class="rf-facedowns" role="img" aria-label={`${n} entries face down`}>
          {Array.from({ length: n }, (_, i) => (
            <span key={i} class="rf-facedown" aria-hidden="true" style={{ '--i': String(i - (n - 1) / 2) }} />
          ))}
        </div>
      ) : (
        <div class="rf-facedowns rf-facedowns-none">
          <span class="rf-slot">Entries are pinned here, face down</span>
        </div>
      )}
      <div class="rf-deck" role="img" aria-label={`Entry deck: ${view.entriesLeft} left`}>
        <span class="rf-deck-card rf-deck-entries" aria-hidden="true" />
        <span class="rf-deck-count" aria-hidden="true">
          {view.entriesLeft}
          <small>entries</small>
        </span>
      </div>
    </div>
  );
}
