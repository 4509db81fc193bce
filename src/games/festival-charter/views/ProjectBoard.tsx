/**
 * The eight projects as a compact board (docs/games/festival-charter.md "Prepare public information", "Apply
 * the binding result"): each card in its fixed place, with its cost and features (and its scene, while the chair picks); BUILT cards in green
 * with the word, the cards in the proposal framed in gold, the others unbuilt. While the chair proposes, the
 * unbuilt cards are the chair's picks.
 */
import { FEATURES, PROJECTS, featureWords, type Project, type ProjectId } from '../cards';
import { FeatureIcon, ProjectArt } from './Art';

/** The chair's picking, while a proposal is made. */
export interface Picking {
  picked: readonly ProjectId[];
  budget: number;
  toggle(id: ProjectId): void;
}

/** Props of {@link ProjectBoard}. */
export interface ProjectBoardProps {
  built: readonly ProjectId[];
  /** The projects in the announced proposal (none while the chair proposes or once over). */
  proposed: readonly ProjectId[];
  /** Present while the chair proposes: the unbuilt cards become toggles. */
  picking?: Picking;
}

/** A card's face: the scene, the cost coin and name, and a symbol for each feature it supplies (GLOW 2: two lanterns). */
function Face({ project, built }: { project: Project; built: boolean }) {
  return (
    <>
      <ProjectArt id={project.id} />
      <span class="fc-cost" aria-hidden="true">
        {project.cost}
      </span>
      <span class="fc-tile-title">
        <span class="fc-tile-name">{project.name}</span>
      </span>
      <span class="fc-tile-features">
        {FEATURES.filter((f) => project.features[f] > 0).map((f) => (
          <span key={f} class="fc-tile-feature">
            {Array.from({ length: project.features[f] }, (_, i) => (
              <FeatureIcon key={i} feature={f} />
            ))}
            <span class="sr-only">
              {' '}
              {f} {project.features[f]}
            </span>
          </span>
        ))}
      </span>
      {built && (
        <span class="fc-built-mark">
          <svg class="fc-tick" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 12l5 5L20 6" />
          </svg>
          <span class="fc-built-word"> BUILT</span>
        </span>
      )}
    </>
  );
}

/** The eight cards, four a row. */
export function ProjectBoard({ built, proposed, picking }: ProjectBoardProps) {
  const unbuilt = PROJECTS.filter((p) => !built.includes(p.id));
  const done = PROJECTS.filter((p) => built.includes(p.id));
  return (
    <section class="fc-projects" data-board="projects" aria-labelledby="fc-projects">
      <h2 id="fc-projects" class="sr-only">
        Projects <span class="fc-ground-note">· {done.length === 0 ? 'Nothing is built yet.' : `${done.length} BUILT, ${unbuilt.length} unbuilt`}</span>
      </h2>
      <ul class={`fc-tiles${picking ? '' : ' fc-tiles-compact'}`}>
        {PROJECTS.map((p) => {
          const isBuilt = built.includes(p.id);
          const inProposal = proposed.includes(p.id);
          const group = isBuilt ? done : unbuilt;
          const n = group.findIndex((q) => q.id === p.id) + 1;
          if (picking && !isBuilt) {
            const on = picking.picked.includes(p.id);
            const dear = p.cost > picking.budget;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  class="fc-pick fc-tile"
                  aria-pressed={on}
                  disabled={dear}
                  aria-label={`Project ${n} of ${unbuilt.length}: ${p.name}, cost ${p.cost}, ${featureWords(p)}${dear ? ', too costly now' : ''}${on ? ', picked' : ''}`}
                  onClick={() => picking.toggle(p.id)}
                >
                  <Face project={p} built={false} />
                  {/* The word, or where the board is narrow for the text size a tick beside the symbols. */}
                  {on && (
                    <span class="fc-picked">
                      <span class="fc-picked-word">Picked</span>
                      <svg class="fc-tick fc-picked-tick" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="M4 12l5 5L20 6" />
                      </svg>
                    </span>
                  )}
                </button>
              </li>
            );
          }
          return (
            <li
              key={p.id}
              class={`fc-tile${isBuilt ? ' fc-built' : ''}${inProposal ? ' fc-in-proposal' : ''}`}
              aria-label={`${isBuilt ? 'Built' : 'Unbuilt'} project ${n} of ${group.length}: ${p.name}, cost ${p.cost}, ${featureWords(p)}${inProposal ? ', in the proposal' : ''}`}
            >
              <Face project={p} built={isBuilt} />
              {inProposal && <span class="fc-picked">Proposed</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
