/**
 * The board's top line (docs/games/festival-charter.md "Prepare public information", "Rotate and stop"): the
 * shared budget as coins with its number and the proposal count with a pip per proposal. The chair marker lies in
 * front of the chair, on their priority card (`Planners`).
 */
import { LAST_PROPOSAL, START_BUDGET, type FcView } from '../types';
import { Coin } from './Tokens';

/** Props of {@link Status}. */
export interface StatusProps {
  view: FcView;
}

/** Budget, proposal n of 8. */
export function Status({ view }: StatusProps) {
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
    </div>
  );
}
