/** Setup: a bot seat's strength, chosen beside its Bot toggle, moving with its seat and forgotten when it is a person's again. */
import { fireEvent, render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { PlayersEditor } from '../../../src/app/setup/PlayersEditor';

/** The editor with its state kept, as the setup screen keeps it; `seen` gets every change. */
function Harness({ seen }: { seen: (names: string[], bots: boolean[], relaxed: boolean[]) => void }) {
  const [names, setNames] = useState(['Ana', 'Bramble (bot)', 'Clover (bot)']);
  const [bots, setBots] = useState([false, true, true]);
  const [relaxed, setRelaxed] = useState([false, false, false]);
  return (
    <PlayersEditor
      names={names}
      bots={bots}
      relaxed={relaxed}
      min={2}
      max={6}
      onChange={(n, b, r) => {
        seen(n, b, r);
        setNames(n);
        setBots(b);
        setRelaxed(r);
      }}
    />
  );
}

describe('a bot seat’s strength at setup', () => {
  it('is Sharp unless changed, shown only on bot seats; it moves with its seat and goes when the seat is a person’s', () => {
    let last: boolean[] = [];
    const view = render(<Harness seen={(_, __, r) => (last = r)} />);
    expect(view.queryByRole('button', { name: /^Player 1 plays/ })).toBeNull();
    expect(view.getByRole('button', { name: 'Player 2 plays Sharp: change the strength' }).textContent).toBe('Sharp');
    fireEvent.click(view.getByRole('button', { name: 'Player 3 plays Sharp: change the strength' }));
    expect(last).toEqual([false, false, true]);
    expect(view.getByRole('button', { name: 'Player 3 plays Relaxed: change the strength' }).textContent).toBe('Relaxed');
    // Moved up a seat, the Relaxed bot stays Relaxed.
    fireEvent.click(view.getByRole('button', { name: 'Move player 3 up' }));
    expect(last).toEqual([false, true, false]);
    // Made a person's seat, it forgets the strength; a bot again, it plays Sharp.
    fireEvent.click(view.getByRole('button', { name: 'Player 2 is a bot' }));
    expect(last).toEqual([false, false, false]);
    fireEvent.click(view.getByRole('button', { name: 'Player 2 is a bot' }));
    expect(view.getByRole('button', { name: 'Player 2 plays Sharp: change the strength' })).toBeTruthy();
  });
});
