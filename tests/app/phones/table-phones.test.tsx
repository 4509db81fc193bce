/**
 * The table's phones in a game's top bar (docs/phones.md): a phone button whose panel lies over the board like a menu,
 * never under the board. A tap anywhere else or Escape puts it away; a tap inside it does not.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TablePhones } from '../../../src/app/phones/TablePhones';
import { createTablePhones } from '../../../src/net/host';

afterEach(cleanup);

function openBar() {
  const outside = document.createElement('button');
  document.body.append(outside);
  const { container } = render(<TablePhones phones={createTablePhones()} players={['Ana', 'Ben', 'Cy']} bots={[2]} inBar />);
  const panel = container.querySelector('details.phones');
  if (!(panel instanceof HTMLDetailsElement)) throw new Error('no panel');
  panel.open = true;
  return { panel, outside };
}

describe('Phones at the table in the top bar', () => {
  it('is a phone button named for screen readers, its panel with Invite a phone for the seats without a bot', () => {
    const { panel } = openBar();
    expect(panel.querySelector('summary')?.getAttribute('aria-label')).toBe('Phones at the table');
    expect(screen.getByRole('heading', { name: 'Phones at the table' })).toBeTruthy();
    expect([...panel.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Ana', 'Ben']);
    expect(screen.getByRole('button', { name: 'Invite a phone' })).toBeTruthy();
  });

  it('a tap inside the panel keeps it open; a tap elsewhere puts it away', () => {
    const { panel, outside } = openBar();
    fireEvent.pointerDown(screen.getByRole('combobox'));
    expect(panel.open).toBe(true);
    fireEvent.pointerDown(outside);
    expect(panel.open).toBe(false);
  });

  it('Escape puts it away and gives the focus back to the phone button', () => {
    const { panel } = openBar();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.open).toBe(false);
    expect(document.activeElement).toBe(panel.querySelector('summary'));
  });
});
