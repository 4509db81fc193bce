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
      <Deck name="Ribbon" cards="ribbons" left={view.ribbonsLeft} />
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
      <Deck name="Entry" cards="entries" left={view.entriesLeft} />
    </div>
  );
}

/** One deck on the cloth and how many cards it has left: the "Ribbon" deck of `ribbons` or the "Entry" deck of `entries`. */
function Deck({ name, cards, left }: { name: string; cards: 'ribbons' | 'entries'; left: number }) {
  return (
    <div class="rf-deck" role="img" aria-label={`${name} deck: ${left} left`}>
      <span class={`rf-deck-card rf-deck-${cards}`} aria-hidden="true" />
      <span class="rf-deck-count" aria-hidden="true">
        {left}
        <small>{cards}</small>
      </span>
    </div>
  );
}
