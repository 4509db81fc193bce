/**
 * The reveal of the latest vote and the public log of every proposal (docs/games/festival-charter.md "Errors,
 * comfort and replay": "Correct a subtraction error from the public log").
 */
import type { ProposalRecord, RevealedVote } from '../types';
import { Icon } from '../../../ui/Icon';
import { WholeName } from '../../../ui/WholeName';
import { nameOf, proposalWords, resultWords } from './words';

function voteClass(v: RevealedVote): string {
  return v === 'YES' ? 'fc-vote fc-vote-yes' : 'fc-vote fc-vote-no';
}

/** A revealed vote: its mark drawn (a tick seal for YES, a crossed octagon for NO) and its word. */
function VoteMark({ v }: { v: RevealedVote }) {
  return (
    <>
      <Icon name={v === 'YES' ? 'approved' : 'rejected'} /> {v === 'YES' ? 'YES' : v === 'NO' ? 'NO' : 'not cast (NO)'}
    </>
  );
}

/** The four votes of one proposal, revealed together, and its binding result. */
export function Reveal({ record, players }: { record: ProposalRecord; players: readonly string[] }) {
  return (
    <section class="panel" aria-labelledby="fc-reveal">
      <h2 id="fc-reveal">
        <Icon name={record.approved ? 'approved' : 'rejected'} class={record.approved ? 'fc-approved' : 'fc-rejected'} /> Proposal {record.number}:{' '}
        {record.approved ? 'APPROVED' : 'REJECTED'}
      </h2>
      <p>{proposalWords(record.proposal)}.</p>
      <ul class="fc-votes" aria-label="Revealed votes">
        {record.votes.map((v, seat) => (
          <li key={seat} class={voteClass(v)}>
            {/* Whole on its line, shrunk to the box where it must be (two boxes a row at Larger text), never broken. */}
            <WholeName name={nameOf(players, seat)} least={12} tail=":" /> <VoteMark v={v} />
          </li>
        ))}
      </ul>
      <p>
        <strong>{resultWords(record)}.</strong>
        {record.approved
          ? record.proposal.projects.length === 1
            ? ' The project is BUILT.'
            : ' Both projects are BUILT.'
          : ` ${record.proposal.projects.length === 1 ? 'The project stays' : 'Both projects stay'} unbuilt; the meeting cost 1.`}
        {record.closedEarly ? ' The vote was closed early.' : ''}
      </p>
    </section>
  );
}

/**
 * The public log: every proposal with chair, cards, cost, package or not, votes and result. `titled`
 * false leaves out its own heading (inside a disclosure that already names it).
 */
export function PublicLog({ log, players, titled = true }: { log: readonly ProposalRecord[]; players: readonly string[]; titled?: boolean }) {
  return (
    <section class="panel" aria-labelledby={titled ? 'fc-log' : undefined} aria-label={titled ? undefined : 'Public log'}>
      {titled && <h2 id="fc-log">Public log</h2>}
      {log.length === 0 ? (
        <p class="muted">No proposal has been voted on yet.</p>
      ) : (
        <ol class="fc-log">
          {log.map((r) => (
            <li key={r.number}>
              <strong>Proposal {r.number}</strong>, chair {nameOf(players, r.proposal.chair)}. {proposalWords(r.proposal)}. Votes:{' '}
              {r.votes.map((v, seat) => `${nameOf(players, seat)} ${v}`).join(', ')}. {resultWords(r)}.{r.closedEarly ? ' Closed early.' : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
