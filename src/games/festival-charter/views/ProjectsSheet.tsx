/**
 * Festival Charter's eight project cards, one tap away from the board (Menu, "Projects"): the project board as the
 * table shows it, BUILT and unbuilt, the announced proposal's cards marked. At large text on a phone the board keeps
 * to the proposal while it is decided (festival-charter.css); the whole board is here.
 */
import type { TableProps } from '../../contract';
import type { FcAction, FcView } from '../types';
import { ProjectBoard } from './ProjectBoard';
import './festival-charter.css';

/** The project board in a sheet, from the table view only. */
export function ProjectsSheet({ view }: TableProps<FcView, FcAction>) {
  const phase = view.phase;
  const proposed = phase.kind === 'speaking' || phase.kind === 'discussion' || phase.kind === 'voting' ? phase.proposal.projects : [];
  return (
    <div class="fc fc-projects-sheet">
      <ProjectBoard built={view.built} proposed={proposed} />
    </div>
  );
}
