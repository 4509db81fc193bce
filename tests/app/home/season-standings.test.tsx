/** Home's season table reads the carried records through the app's store (the memory one here). */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { CarriedStandings } from '../../../src/app/home/CarriedStandings';
import { records } from '../../../src/app/shell/services';
import { memoryKV } from '../../../src/storage/kv';
import { carriedRecords } from '../../../src/storage/seasons';

afterEach(() => {
  cleanup();
  records.value = null;
});

describe('Home’s seasons', () => {
  it('lists each kept season by group, a player’s spellings folded into one row, unreadable records skipped', async () => {
    const store = carriedRecords(memoryKV());
    await store.write('season:camp oak', {
      group: 'Camp Oak',
      garnets: { Dee: 5, dee: 3, Ana: 1 },
      tokens: { Dee: 2 },
      pastWinners: ['Ana'],
      pastECs: ['Dee'],
    });
    await store.write('season:broken', { group: 'Broken', garnets: { Bo: -1 } });
    records.value = store;
    render(<CarriedStandings />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Seasons' })).toBeTruthy(), { timeout: 20_000 }); // the game loads first
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Camp Oak']);
    expect(screen.getAllByRole('row').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([[], ['Dee', '8', '2'], ['Ana', '1', '0']]);
    expect(screen.getByText('Past winners: Ana')).toBeTruthy();
    expect(screen.getByText('Past E.C.s: Dee')).toBeTruthy();
  }, 30_000);

  it('shows nothing when no season is kept', async () => {
    records.value = carriedRecords(memoryKV());
    const { container } = render(<CarriedStandings />);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.innerHTML).toBe('');
  });
});
