import { useEffect, useRef } from 'preact/hooks';
import type { Actor } from '../../engine/types';
import type { AnyGameModule } from '../../games/contract';
import type { SavedGame } from '../../storage/schema';
import { ExportGame } from './ExportGame';
import { HowTo } from './HowTo';
import { speak } from '../feedback/speech';
import { guideIsOn, setGuideOn } from './Guide';

/**
 * What the table's sheet shows: the menu, or one of the things only sometimes wanted. `'rules'` is how to play in a
 * minute (the game's {@link GameUI.howTo} cards), `'rules-full'` the full rules one tap further, and `'rule'` the full
 * rules opened at the section for the step the table is at ({@link GameUI.ruleFor}), with no cards before them.
 */
export type SheetPart = 'menu' | 'rules' | 'rules-full' | 'rule' | 'export' | `sheet-${number}`;

/** Whether `part` shows the game's full rules (plainly, or at the step's section). */
function fullRules(part: SheetPart | null): boolean {
  return part === 'rules-full' || part === 'rule';
}

/** Props of {@link TableSheet}. */
export interface TableSheetProps {
  game: AnyGameModule;
  record: SavedGame;
  /** The view for `'table'`. */
  view: unknown;
  /** The current time (epoch ms), for a game's own sheets ({@link GameUI.Sheets}). */
  now: number;
  /** Applies a public move, for a game's own sheets. */
  act(actor: Actor, action: unknown): Promise<void>;
  /** The part shown, or null while the sheet is closed. */
  part: SheetPart | null;
  /** Shows another part, or closes the sheet (null). */
  onPart(part: SheetPart | null): void;
}

/** The heading of the rules' section named `words` in the sheet `d`, or null when the rules have none such. */
function ruleHeading(d: HTMLElement, words: string): HTMLElement | null {
  return [...d.querySelectorAll<HTMLElement>('.rules-inline h3')].find((h) => h.textContent?.trim() === words) ?? null;
}

/** The sheet's heading for each part; `sheets` are the game's own (their titles). */
function heading(part: SheetPart, title: string, sheets: readonly { title: string }[]): string {
  if (part.startsWith('sheet-')) return sheets[Number(part.slice(6))]?.title ?? title;
  return part === 'menu' ? title : part === 'rules' || fullRules(part) ? `Rules of ${title}` : 'Export game';
}

/**
 * The table's sheet (docs/architecture.md, "The board"): what is only sometimes wanted, one tap away over the board and never
 * under it. A modal `<dialog>` drawn as a bottom sheet: the page behind it is inert while it is open (the focus
 * stays inside it), Escape, its Close button or a tap outside it close it, and the focus goes back to the
 * control that opened it. The menu holds Read aloud, Settings (`#/settings/game`: their way out goes back to this
 * game; the link names no game, so the table is the same whatever game it is), the rules (how to play in a minute
 * first, the full rules one tap further), the game's public log where it keeps one, and Export game. The full rules
 * stay in the page while the sheet is closed (hidden), so what they say is the same whenever the sheet opens; the
 * cards are drawn only while shown, each time from the first.
 */
export function TableSheet({ game, record, view, now, act, part, onPart }: TableSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d || typeof d.showModal !== 'function') return;
    if (part !== null && !d.open) {
      const from = document.activeElement;
      opener.current = from instanceof HTMLElement && from !== document.body ? from : null;
      d.showModal();
    } else if (part === null && d.open) d.close();
    // The rule for this step: its section's heading is marked, brought to the top and takes the focus.
    const here = part === 'rule' ? ruleHeading(d, game.ui.ruleFor(view)) : null;
    d.querySelectorAll('.rules-here').forEach((h) => h !== here && h.classList.remove('rules-here'));
    if (here) {
      here.classList.add('rules-here');
      here.tabIndex = -1;
      here.scrollIntoView({ block: 'start' });
      here.focus({ preventScroll: true });
    }
    // Else the sheet's heading takes the focus on each part, so a screen reader says where it is (Export's word box takes it itself).
    else if (part !== null && part !== 'export') {
      // The full rules, from the cards, open at their top.
      const body = part === 'rules-full' ? d.querySelector<HTMLElement>('.sheet-body') : null;
      if (body) body.scrollTop = 0;
      d.querySelector<HTMLElement>('.sheet-title')?.focus();
    }
  }, [part]);
  const { def, ui } = game;
  const sheets = ui.Sheets ?? [];
  const title = def.title;
  const item = (p: SheetPart, label: string) => (
    <li>
      <button type="button" class="btn btn-block sheet-item" onClick={() => onPart(p)}>
        {label}
      </button>
    </li>
  );
  return (
    <dialog
      ref={dialog}
      class="sheet"
      aria-labelledby="sheet-title"
      onClose={() => {
        onPart(null);
        opener.current?.focus();
        opener.current = null;
      }}
      onKeyDown={(e) => {
        // The focus stays inside the sheet: Tab past its last control comes back to its first (and Shift+Tab the other way).
        if (e.key !== 'Tab') return;
        const all = [...(dialog.current?.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary, [tabindex]') ?? [])].filter(
          (el) => el.tabIndex >= 0 && el.closest('[hidden]') === null && !el.hasAttribute('disabled'),
        );
        const first = all[0];
        const last = all[all.length - 1];
        if (!first || !last) return;
        const at = document.activeElement;
        if (e.shiftKey ? at === first || !dialog.current?.contains(at) : at === last) {
          e.preventDefault();
          (e.shiftKey ? last : first).focus();
        }
      }}
      onClick={(e) => {
        // A tap on the backdrop (outside the sheet's box) lands on the dialog itself.
        if (e.target === e.currentTarget) dialog.current?.close();
      }}
    >
      <div class="sheet-box">
        <div class="sheet-head">
          {part !== null && part !== 'menu' && (
            <button type="button" class="btn" onClick={() => onPart('menu')}>
              Menu
            </button>
          )}
          <h2 id="sheet-title" class="sheet-title" tabIndex={-1}>
            {heading(part ?? 'menu', title, sheets)}
          </h2>
          <button type="button" class="btn" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <div class="sheet-body">
          <ul class="sheet-menu" hidden={part !== 'menu'}>
            <li>
              <button type="button" class="btn btn-block sheet-item" onClick={() => speak(ui.readAloud(view, record.players))}>
                Read aloud
              </button>
            </li>
            <li>
              <a class="btn btn-block sheet-item" href="#/settings/game">
                Settings
              </a>
            </li>
            {item('rules', `Rules of ${title}`)}
            <li>
              {/* The guided first game, turned on or off mid-game (what it already said stays said). */}
              <label class="switch sheet-item">
                <input type="checkbox" checked={guideIsOn(record.id)} onChange={(e) => setGuideOn(record.id, def.id, e.currentTarget.checked)} />
                <span>Teach us</span>
              </label>
            </li>
            {sheets.map((sheet, i) => item(`sheet-${i}`, sheet.title))}
            {item('export', 'Export game')}
          </ul>
          {part === 'rules' && <HowTo cards={ui.howTo} title={title} level={3} onFullRules={() => onPart('rules-full')} />}
          <section class="rules-inline" aria-label={`Rules of ${title}`} hidden={!fullRules(part)}>
            <ui.Rules players={record.players.length} />
          </section>
          {sheets.map(
            (sheet, i) =>
              // A game's own sheet is drawn only while open: its table (the full standings, every round) is never in the page twice.
              part === `sheet-${i}` && (
                <section key={sheet.title} class="sheet-log" aria-label={sheet.title}>
                  <sheet.Component view={view} players={record.players} now={now} act={act} closeSheet={() => onPart(null)} />
                </section>
              ),
          )}
          {part === 'export' && <ExportGame record={record} startOpen onCancel={() => onPart('menu')} />}
        </div>
      </div>
    </dialog>
  );
}
