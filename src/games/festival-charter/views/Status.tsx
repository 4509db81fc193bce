/**
 * The board's top line (docs/games/festival-charter.md "Prepare public information", "Rotate and stop"): the
 * shared budget as coins with its number, the proposal count with a pip per proposal, and the chair marker
 * with its holder's name.
 */
import { LAST_PROPOSAL, START_BUDGET, type FcView } from '../types';
import { ChairMark, Coin } from './Tokens';
import { nameOf } from './words';

/** Props of {@link Status}. */
export interface StatusProps {
  view: FcView;
  players: readonly string[];
}

/** Budget, proposal n of 8, the chair. */
export function Status({ view, players }: StatusProps) {
  const over = view.phase.kind === 'over';
  const made = view.log.length;
  return (
    <div class="fc-status" role="status">
      <p class="fc-stat" data-board="budget">
        <span class="fc-stat-text">
          <span class="fc-label">Budget</span> <strong>{view.budget}</strong>
        </span>
        <span class="fc-coins" aria-hidden="true">
          {Array.from({ length: Math.max(START_BUDGET, view.budget) }, (_, i) => (
            <Coin key={i} spent={i >= view.budget} />
          ))}
        </span>
      </p>
      <p class="fc-stat" data-board="proposal-count">
        <span class="fc-stat-text">
          {over ? (
            <>
              Proposals made: <strong>{made}</strong> of {LAST_PROPOSAL}
            </>
          ) : (
            <>
              Proposal <strong>{view.proposalNumber}</strong> of {LAST_PROPOSAL}
            </>
          )}
        </span>
        <span class="fc-pips" aria-hidden="true">
          {Array.from({ length: LAST_PROPOSAL }, (_, i) => (
            <span key={i} class={`fc-pip${i < made ? ' fc-pip-done' : ''}${!over && i === view.proposalNumber - 1 ? ' fc-pip-now' : ''}`} />
          ))}
        </span>
      </p>
      {!over && (
        <p class="fc-stat fc-stat-chair" data-board="chair">
          <ChairMark />
          <span class="fc-stat-text">
            <span class="sr-only">Chair: </span>
            <strong>{nameOf(players, view.chair)}</strong>
          </span>
        </p>
      )}
    </div>
  );
}
