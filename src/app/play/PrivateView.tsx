import type { Seat } from '../../engine/types';
import type { AnyGameModule } from '../../games/contract';
import type { SavedGame } from '../../storage/schema';
import { speak } from '../feedback/speech';
import { settings } from '../shell/services';
import { Icon } from '../../ui/Icon';
import { WholeName } from '../../ui/WholeName';
import { Coach } from './Coach';
import { SeatGuide, seatStepShown } from './Guide';

/** Props of {@link PrivateView}. */
export interface PrivateViewProps {
  game: AnyGameModule;
  record: SavedGame;
  /** The seat whose view this is (after its "I'm Ana" reveal). */
  seat: Seat;
  /** The current time (epoch ms). */
  now: number;
  /** Applies this seat's move (resolves once saved). */
  act(action: unknown): Promise<void>;
  /** Covers the view again (Hide, Hide and pass the phone). */
  onHide(): void;
}

/**
 * One seat's private view (docs/house-rules.md, "All games"): whose it is, its own Read aloud (for earphones) and Hide,
 * the guided game's step for the seat's choice (Guide.tsx), the game's own view, the coach, and *Hide and pass the
 * phone*. Everything in it is drawn from the seat's own view.
 */
export function PrivateView({ game, record, seat, now, act, onHide }: PrivateViewProps) {
  const { def, ui } = game;
  const { Private } = ui;
  const seatView = def.view(record.state, seat);
  const name = record.players[seat] ?? '';
  const readOwn = () => {
    // The guided game's step for this seat first, where it shows one.
    const step = seatStepShown(game, record.id, seatView, seat, record.players);
    speak([step?.text ?? '', ui.readAloudPrivate?.(seatView, seat, record.players) ?? ''].filter((t) => t !== '').join(' '));
  };
  return (
    <section aria-label={`${name}'s move`} class="private">
      <div class="private-bar">
        <span>
          Only <WholeName name={name} /> should see this.
        </span>
        <span class="private-bar-buttons">
          {settings.value.readAloud && ui.readAloudPrivate && (
            // Meant for earphones: the table must not hear a hand.
            // A loudspeaker, so the seat's words have the line beside it and Hide (its name says it whole).
            <button
              type="button"
              class="btn private-read"
              aria-label="Read aloud my own view (use earphones)"
              title="Read aloud (use earphones)"
              onClick={readOwn}
            >
              <Icon name="speaker" />
            </button>
          )}
          <button type="button" class="btn" onClick={onHide}>
            Hide
          </button>
        </span>
      </div>
      <SeatGuide key={seat} game={game} gameId={record.id} view={seatView} seat={seat} players={record.players} />
      <Private view={seatView} seat={seat} players={record.players} now={now} act={act} />
      <Coach game={game} view={seatView} seat={seat} players={record.players} switchKey={`${record.id}:${seat}`} moves={record.log.length} />
      <button type="button" class="btn btn-block" onClick={onHide}>
        Hide and pass the phone
      </button>
    </section>
  );
}
