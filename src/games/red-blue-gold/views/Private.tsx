/**
 * One seat's private view after its "I'm Ana" reveal: its hand, and the form for the open round
 * or its prize move. Built only from `view(state, seat)`, so no other seat's secrets can show.
 */
import type { PrivateProps } from '../../contract';
import { describe, MARK } from '../rules/cards';
import type { Gift, RbgAction, Submission } from '../types';
import type { RbgView } from '../types';
import { BuyForm } from './BuyForm';
import { HandLine } from './Mark';
import { PlayForm } from './PlayForm';
import { EcChoiceForm, TokenForm } from './PrizeForm';
import { TradeForm } from './TradeForm';
import { playerName } from './words';
import { WholeName } from '../../../ui/WholeName';

/** A submitted move in words, shown back to its own seat only. */
export function saySubmission(s: Submission, players: readonly string[]): string {
  const name = (i: number) => playerName(players, i);
  if (s.round === 1) return `Buy ${describe(s.buy)}.`;
  if (s.round === 2) {
    const gifts = s.gifts.length ? s.gifts.map((g) => `${describe(g.cards)} to ${name(g.to)}`).join('; ') : 'no gifts';
    const from = s.acceptFrom.length ? s.acceptFrom.map(name).join(', ') : 'nobody';
    return `Give ${gifts}. Accept from ${from}.`;
  }
  if (s.games.length === 0) return 'No games.';
  return s.games.map((g) => `Against ${name(g.opponent)}: ${g.colours.map((c) => `${MARK[c].letter}${MARK[c].shape}`).join(' ')}, walk away.`).join(' ');
}

/**
 * The giver's own news after round 2: each gift its receiver did not accept, which stayed in this hand
 * (docs/games/red-blue-gold.md "ROUND 2: TRADE": "You must be willing to accept cards from another player to receive them").
 */
export function Refused({ refused, players }: { refused: readonly Gift[]; players: readonly string[] }) {
  if (refused.length === 0) return null;
  return (
    <p class="banner">
      {refused.map((g) => `${players[g.to] ?? ''} did not accept your ${describe(g.cards)}`).join('; ')}: {refused.length === 1 ? 'it stayed' : 'they stayed'}{' '}
      with you.
    </p>
  );
}

/** The private view of one seat. */
export function Private({ view, seat, players, act }: PrivateProps<RbgView, RbgAction>) {
  const me = view.me;
  if (me === null) return <p>This view belongs to one player.</p>;
  const name = playerName(players, seat);
  const hand = <HandLine cards={me.hand} label="Your hand" />;
  const f = view.final;
  if (view.phase === 'round') {
    if (me.submission !== null) {
      return (
        <section class="stack" aria-label={`${name}: submitted`}>
          <h2>
            <WholeName name={name} tail="," /> you have submitted round {view.round}
          </h2>
          {hand}
          <p class="panel">{saySubmission(me.submission, players)}</p>
          <p class="muted">A submission is locked. The round closes when everyone has submitted or its clock runs out.</p>
        </section>
      );
    }
    if (view.round === 1) return <BuyForm goldLimit={view.goldLimit} players={players.length} act={act} />;
    if (view.round === 2) return <TradeForm seat={seat} players={players} hand={me.hand} act={act} />;
    return (
      <div class="stack">
        {view.round === 3 ? <Refused refused={me.refused} players={players} /> : null}
        <PlayForm seat={seat} round={view.round} players={players} hand={me.hand} counts={view.counts} goldLimit={view.goldLimit} act={act} />
      </div>
    );
  }
  if (f && view.waitingOn.includes(seat)) {
    if (view.phase === 'ec-choice') return <EcChoiceForm seat={seat} players={players} final={f} act={act} />;
    if (view.phase === 'token-gift') return <TokenForm seat={seat} players={players} final={f} act={act} />;
  }
  return (
    <section class="stack">
      <h2>
        <WholeName name={name} />
      </h2>
      {hand}
      <Refused refused={me.refused} players={players} />
      {me.vote !== null ? <p>Your choice for E.C.: {players[me.vote]}.</p> : null}
      <p>Nothing for you to do now.</p>
    </section>
  );
}
