/**
 * The chair's proposal form on the board (docs/games/festival-charter.md "Make one affordable proposal", "What a
 * package does"): the chair picks one unbuilt project on the project board, or with an unused PACKAGE marker
 * two; the total cost shows, and one button that names the proposal announces it (no dialog: announcing is
 * final, and the line beside the button says so and, for a package, that the marker is spent).
 */
import { useState } from 'preact/hooks';
import { projectById, type ProjectId } from '../cards';
import type { FcAction, FcView } from '../types';
import { ProjectBoard } from './ProjectBoard';
import { nameOf } from './words';
import type { Actor } from '../../../engine/types';

/** Props of {@link ProposalForm}. */
export interface ProposalFormProps {
  view: FcView;
  players: readonly string[];
  act(actor: Actor, action: FcAction): Promise<void>;
}

/** The form shown on the board while the chair proposes: the heading, the project board to pick from, the announcement. */
export function ProposalForm({ view, players, act }: ProposalFormProps) {
  const [picked, setPicked] = useState<ProjectId[]>([]);
  const chairName = nameOf(players, view.chair);
  const canPackage = view.packageSpent[view.chair] !== true;
  const cost = picked.reduce((sum, id) => sum + projectById(id).cost, 0);
  const affordable = cost <= view.budget;
  const names = picked.map((id) => projectById(id).name).join(' + ');
  const isPackage = picked.length === 2;

  function toggle(id: ProjectId) {
    if (picked.includes(id)) setPicked(picked.filter((p) => p !== id));
    else if (canPackage && picked.length === 1) setPicked([...picked, id]);
    else setPicked([id]);
  }

  return (
    <section class="fc-propose waiting" data-board="proposal" aria-labelledby="fc-propose">
      <h2 id="fc-propose">
        {chairName}, make proposal {view.proposalNumber}
      </h2>
      <ProjectBoard built={view.built} proposed={[]} picking={{ picked, budget: view.budget, toggle }} />
      {/* Each line in full, and in short where the board is narrow for the text size (Larger text on a phone): the
          short words say the same to the table, which sees the picked cards framed and the button naming the move. */}
      {(picked.length === 0 || !canPackage) && (
        <p class="fc-small fc-pick-help">
          <span class="fc-words-long">
            Pick one unbuilt project you can afford (budget {view.budget}).{' '}
            {canPackage ? 'Or two for a package: it spends your PACKAGE marker.' : 'Your PACKAGE marker is spent: one project only.'}
          </span>
          <span class="fc-words-short">
            Budget {view.budget}: pick one project{canPackage ? ', or two for a package.' : ' (PACKAGE marker spent).'}
          </span>
        </p>
      )}
      {picked.length === 0 ? (
        <p class="fc-small fc-help">Nothing picked yet. Passing is not allowed: the chair must propose.</p>
      ) : (
        <div class="fc-announce">
          <p class="fc-small" aria-live="polite">
            <span class="fc-words-long">
              <strong>{isPackage ? 'Package' : 'Single project'}:</strong> {names}.{' '}
            </span>
            Total cost <strong>{cost}</strong> of budget {view.budget}.
          </p>
          {!affordable && (
            <p class="fc-small fc-alert" role="alert">
              Together they cost {cost}: the budget is {view.budget}. Pick a cheaper pair.
            </p>
          )}
          <p class="fc-small fc-muted">
            <span class="fc-words-long">
              {isPackage ? `Announcing spends ${chairName}'s PACKAGE marker, whether the vote passes or fails. ` : ''}An announced proposal cannot be changed.
            </span>
            <span class="fc-words-short">{isPackage ? 'Spends the PACKAGE marker, pass or fail. Final once announced.' : 'Final once announced.'}</span>
          </p>
          <button
            type="button"
            class="btn btn-primary btn-block fc-announce-btn"
            disabled={!affordable}
            onClick={() => void act(view.chair, { type: 'announce', projects: picked })}
          >
            {isPackage ? `Announce the package (cost ${cost})` : `Announce ${names} (cost ${cost})`}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The board while a bot chairs (docs/house-rules.md "Bots"): the project board to read, nothing to pick (the proposal is
 * the bot's own move, which it makes once the table has read the board), and a line that says so.
 */
export function BotChair({ view, players }: { view: FcView; players: readonly string[] }) {
  const chairName = nameOf(players, view.chair);
  return (
    <section class="fc-propose waiting" data-board="proposal" aria-labelledby="fc-propose">
      <h2 id="fc-propose">
        {chairName} makes proposal {view.proposalNumber}
      </h2>
      <ProjectBoard built={view.built} proposed={[]} />
      <p class="fc-small fc-help" role="status">
        A bot chairs: it picks and announces its proposal by itself, in a moment (budget {view.budget}).
      </p>
    </section>
  );
}
