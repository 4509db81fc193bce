import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Options, clockAdvice } from '../../../src/games/red-blue-gold/views/Options';
import type { RbgOptions } from '../../../src/games/red-blue-gold/types';
import { options } from './helpers';

afterEach(cleanup);

describe('setup: what a round length means for this many players (advice, never a refusal)', () => {
  it.each([
    [
      '10min',
      13,
      'With 13 players on one phone, that is about 46 seconds each per round: short for trading and playing. Anyone who has not submitted when it runs out submits nothing.',
    ],
    ['10min', 4, 'With 4 players on one phone, that is about 2½ minutes each per round. A round also closes as soon as everyone has submitted.'],
    ['1h', 13, 'With 13 players on one phone, that is about 4½ minutes each per round. A round also closes as soon as everyone has submitted.'],
    ['24h', 13, 'With 13 players on one phone, that is about 1.8 hours each per round. A round also closes as soon as everyone has submitted.'],
    ['none', 13, 'No clock: each round waits until everyone has submitted.'],
  ] as const)('%s for %i players', (clock, n, advice) => {
    expect(clockAdvice(clock, n)).toBe(advice);
  });
});

describe('setup for 13 in a few screens: PINs and starting garnets folded, filled from the season', () => {
  function form(o: RbgOptions, players?: string[], carried?: unknown) {
    const onChange = vi.fn<(o: RbgOptions) => void>();
    const utils = render(<Options options={o} playerCount={players?.length ?? 4} players={players} onChange={onChange} carried={carried} />);
    return { onChange, ...utils };
  }

  it('PINs and starting garnets are folded by default', () => {
    const { container } = form(options());
    const folds = [...container.querySelectorAll('details')];
    expect(folds.map((d) => [d.querySelector('summary')?.textContent, d.open])).toEqual([
      ['Starting garnets (optional)', false],
      ['PINs (optional)', false],
    ]);
  });

  it('the summary counts the PINs set', () => {
    form(options({ pins: { 0: '1234', 3: '9999' } }));
    expect(screen.getByText('PINs (optional): 2 set')).toBeTruthy();
  });

  it('names typed in another case share one garnets row', () => {
    form(options({}, { garnets: { dee: 2 } }), ['Ana', 'Dee', 'Eli', 'Bo']);
    expect(screen.getAllByRole('group', { name: /garnets/i }).map((g) => g.getAttribute('aria-label'))).toEqual([
      "Ana's garnets",
      "Dee's garnets",
      "Eli's garnets",
      "Bo's garnets",
    ]);
    expect(screen.getByLabelText("Dee's garnets: 2")).toBeTruthy();
  });

  it('a stored season fills the garnets it holds (whatever the case typed); the others stay editable', async () => {
    // The season as the app keeps it on this phone and hands it to the form (setup reads it by the carry's key).
    const stored = { group: 'Camp Oak', garnets: { Dee: 5, dee: 1, Ana: 3 }, tokens: {}, pastWinners: [], pastECs: [] };
    form(options({}, { group: 'CAMP oak' }), ['ana', 'DEE', 'Eli', 'Bo'], stored);
    await waitFor(() => expect(screen.getByText('Starting garnets (optional): 2 from the season')).toBeTruthy());
    expect(screen.getByText('From the season: ana 3, DEE 6.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: "DEE's garnets" })).toBeNull();
    expect(screen.getByRole('group', { name: "Eli's garnets" })).toBeTruthy();
    expect(screen.getByText(/A season for "Camp Oak" is kept on this phone/)).toBeTruthy();
  });

  it('round clock choices', () => {
    const { onChange } = form(options());
    fireEvent.click(screen.getByRole('radio', { name: '10 minutes' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ roundClock: '10min' }));
  });
});
