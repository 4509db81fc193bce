/**
 * Festival Charter's public log as a sheet, one tap away from the board (docs/games/festival-charter.md "Errors,
 * comfort and replay": "Correct a subtraction error from the public log"): every proposal with its chair,
 * cards, cost, votes and result, each marked APPROVED or REJECTED with its own drawn mark.
 */
import type { TableProps } from '../../contract';
import type { FcAction, FcView } from '../types';
import { nameOf, proposalWords, resultWords } from './words';
import './festival-charter.css';
import { Icon } from '../../../ui/Icon';

/** The public log of every proposal, newest last. */
export function LogSheet({ view, players }: TableProps<FcView, FcAction>) {
  return (
    <section class="fc fc-log-sheet" aria-label="Public log">
      {view.log.length === 0 ? (
        <p class="muted">No proposal has been voted on yet.</p>
      ) : (
        <ol class="fc-log">
          {view.log.map((r) => (
            <li key={r.number} class={r.approved ? 'fc-log-approved' : 'fc-log-rejected'}>
              <span class="fc-log-verdict">
                <Icon name={r.approved ? 'approved' : 'rejected'} class={`fc-mark ${r.approved ? 'fc-approved' : 'fc-rejected'}`} />{' '}
                {r.approved ? 'APPROVED' : 'REJECTED'}
              </span>{' '}
              <strong>Proposal {r.number}</strong>, chair {nameOf(players, r.proposal.chair)}. {proposalWords(r.proposal)}. Votes:{' '}
              {r.votes.map((v, seat) => `${nameOf(players, seat)} ${v}`).join(', ')}. {resultWords(r)}.{r.closedEarly ? ' Closed early.' : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
