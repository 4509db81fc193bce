/**
 * The chair's proposal form on the table (docs/games/festival-charter.md "Make one affordable proposal", "What a package
 * does"): pick one unbuilt project, or with an unused PACKAGE marker two; the total cost shows, and
 * one button that names the proposal announces it (no dialog: announcing is final, and the button
 * says what it announces and, for a package, that the marker is spent).
 */
import { useState } from 'preact/hooks';
import { PROJECTS, featureWords, projectById, type ProjectId } from '../cards';
import type { FcAction, FcView } from '../types';
import { ProjectFace } from './Cards';
import { nameOf } from './words';
import type { Actor } from '../../../engine/types';

/** Props of {@link ProposalForm}. */
export interface ProposalFormProps {
  view: FcView;
  players: readonly string[];
  act(actor: Actor, action: FcAction): Promise<void>;
}

/** The form shown on the table while the chair proposes. */
export function ProposalForm({ view, players, act }: ProposalFormProps) {
  const [picked, setPicked] = useState<ProjectId[]>([]);
  const chairName = nameOf(players, view.chair);
  const canPackage = view.packageSpent[view.chair] !== true;
  const unbuilt = PROJECTS.filter((p) => !view.built.includes(p.id));
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
    <section class="panel waiting" aria-labelledby="fc-propose">
      <h2 id="fc-propose">{chairName}, make proposal {view.proposalNumber}</h2>
      <p>
        Pick one unbuilt project you can afford (budget {view.budget}).{' '}
        {canPackage ? 'Or pick two for a package: it spends your PACKAGE marker.' : 'Your PACKAGE marker is spent: one project only.'}
      </p>
      <ul class="fc-cards">
        {unbuilt.map((p, i) => {
          const on = picked.includes(p.id);
          return (
            <li key={p.id}>
              <button
                type="button"
                class="fc-pick"
                aria-pressed={on}
                disabled={p.cost > view.budget}
                aria-label={`Project ${i + 1} of ${unbuilt.length}: ${p.name}, cost ${p.cost}, ${featureWords(p)}${p.cost > view.budget ? ', too costly now' : ''}${on ? ', picked' : ''}`}
                onClick={() => toggle(p.id)}
              >
                <ProjectFace project={p} built={false} />
                {on && <strong> ● Picked</strong>}
              </button>
            </li>
          );
        })}
      </ul>
      {picked.length === 0 ? (
        <p class="muted">Nothing picked yet. Passing is not allowed: the chair must propose.</p>
      ) : (
        <div class="stack">
          <p aria-live="polite">
            <strong>{isPackage ? 'Package' : 'Single project'}:</strong> {names}. Total cost <strong>{cost}</strong> of budget {view.budget}.
          </p>
          {!affordable && <p role="alert">Together they cost {cost}: the budget is {view.budget}. Pick a cheaper pair.</p>}
          <p class="muted">
            {isPackage ? `Announcing spends ${chairName}'s PACKAGE marker, whether the vote passes or fails. ` : ''}An announced proposal cannot be changed.
          </p>
          <button
            type="button"
            class="btn btn-primary btn-block"
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
