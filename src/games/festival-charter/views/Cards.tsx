/**
 * The public cards drawn with CSS: project cards (cost, features as words with quantities,
 * BUILT or not) and the four face-up priority cards.
 */
import { FEATURES, PROJECTS, featureWords, priorityById, type Project, type PriorityId, type ProjectId } from '../cards';
import { nameOf } from './words';
import { FeatureIcon, PriorityArt, ProjectArt } from './Art';

/** The features of a project as badges, e.g. "GLOW 2". */
export function FeatureBadges({ project }: { project: Project }) {
  return (
    <ul class="fc-features" aria-label={`Features: ${featureWords(project)}`}>
      {FEATURES.filter((f) => project.features[f] > 0).map((f) => (
        <li key={f} class="fc-feature">
          <FeatureIcon feature={f} /> {f} {project.features[f]}
        </li>
      ))}
    </ul>
  );
}

/** The inside of one project card: its scene, cost, name, features, and "BUILT" when built. */
export function ProjectFace({ project, built }: { project: Project; built: boolean }) {
  return (
    <>
      <ProjectArt id={project.id} />
      <span class="fc-card-title">
        <span class="fc-cost" aria-label={`Cost ${project.cost}`}>
          {project.cost}
        </span>
        {project.name}
      </span>
      <FeatureBadges project={project} />
      {built && (
        <span class="fc-built-mark">
          <svg class="fc-tick" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 12l5 5L20 6" />
          </svg>{' '}
          BUILT
        </span>
      )}
    </>
  );
}

/** The eight project cards, unbuilt first, each labelled for screen readers. */
export function ProjectList({ built }: { built: readonly ProjectId[] }) {
  const unbuilt = PROJECTS.filter((p) => !built.includes(p.id));
  const done = PROJECTS.filter((p) => built.includes(p.id));
  return (
    <section class="panel" aria-labelledby="fc-projects">
      <h2 id="fc-projects">Projects</h2>
      <h3>Unbuilt ({unbuilt.length})</h3>
      {unbuilt.length === 0 ? <p class="muted">Every project is built.</p> : <CardGrid projects={unbuilt} built={false} />}
      <h3>BUILT ({done.length})</h3>
      {done.length === 0 ? <p class="muted">Nothing is built yet.</p> : <CardGrid projects={done} built />}
    </section>
  );
}

function CardGrid({ projects, built }: { projects: readonly Project[]; built: boolean }) {
  return (
    <ul class="fc-cards">
      {projects.map((p, i) => (
        <li
          key={p.id}
          class={`fc-card ${built ? 'fc-built' : ''}`}
          aria-label={`${built ? 'Built' : 'Unbuilt'} project ${i + 1} of ${projects.length}: ${p.name}, cost ${p.cost}, ${featureWords(p)}`}
        >
          <ProjectFace project={p} built={built} />
        </li>
      ))}
    </ul>
  );
}

/** The four priority cards face up, each with its planner's name and current score. */
export function PriorityList(props: { priorities: readonly PriorityId[]; players: readonly string[]; scores: readonly number[]; chair: number; packageSpent: readonly boolean[] }) {
  return (
    <section class="panel" aria-labelledby="fc-priorities">
      <h2 id="fc-priorities">Priorities</h2>
      <ul class="fc-cards">
        {props.priorities.map((id, seat) => {
          const card = priorityById(id);
          const name = nameOf(props.players, seat);
          const marker = props.packageSpent[seat] === true ? 'PACKAGE marker spent' : 'PACKAGE marker unused';
          return (
            <li key={id} class="fc-card fc-priority" aria-label={`${name}: ${card.name}. ${card.primary} scores 2 per symbol, ${card.secondary} 1 per symbol. ${marker}.`}>
              <span class="fc-priority-seat">
                {name}
                {seat === props.chair ? ' (chair)' : ''}
              </span>
              <PriorityArt id={id} primary={card.primary} secondary={card.secondary} />
              <span class="fc-card-title">{card.name}</span>
              <span>
                {card.primary} ×2 · {card.secondary} ×1
              </span>
              <span class="muted">Score now: {props.scores[seat] ?? 0}</span>
              <span class="muted">
                <span class={`fc-marker${props.packageSpent[seat] === true ? ' fc-marker-spent' : ''}`} aria-hidden="true" />
                {props.packageSpent[seat] === true ? 'PACKAGE spent' : 'PACKAGE unused'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
