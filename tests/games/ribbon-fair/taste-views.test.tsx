/**
 * The table option "Judge Marigold" on the setup screen, and her sentence on the award panel
 * (src/games/ribbon-fair/views/Options.tsx, AwardPanel.tsx, Rules.tsx).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { decksFor } from '../../../src/games/ribbon-fair/cards';
import { defaultOptions } from '../../../src/games/ribbon-fair/rules/options';
import type { RfOptions } from '../../../src/games/ribbon-fair/types';
import { AwardPanel } from '../../../src/games/ribbon-fair/views/AwardPanel';
import { Options } from '../../../src/games/ribbon-fair/views/Options';
import { Rules } from '../../../src/games/ribbon-fair/views/Rules';
import { NAMES, def, fair, pinAll } from './helpers';

afterEach(cleanup);

/** Renders the options form with `options`; returns what each change sent. */
function renderOptions(options: RfOptions) {
  const sent: RfOptions[] = [];
  render(<Options options={options} playerCount={4} players={NAMES.slice(0, 4)} onChange={(o) => void sent.push(o)} />);
  return sent;
}

describe('the Judge Marigold option', () => {
  it('is not offered with a Rotating Judge (she does not judge there)', () => {
    renderOptions(defaultOptions());
    expect(screen.queryByRole('group', { name: 'Judge Marigold' })).toBeNull();
  });

  it.each<[RfOptions['style'], string]>([
    ['ai', 'She awards every ribbon.'],
    ['crowd', 'She breaks the crowd’s ties.'],
  ])('with %s: at random is checked by default, and "Judges with taste" sets the option', (style, blurb) => {
    const sent = renderOptions({ ...defaultOptions(), style });
    expect(screen.getByRole('group', { name: 'Judge Marigold' }).textContent).toContain(blurb);
    const random = screen.getByRole('radio', { name: 'Picks at random (as the rule text has it)' }) as HTMLInputElement;
    expect(random.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Judges with taste' }));
    expect(sent.at(-1)).toEqual({ ...defaultOptions(), style, marigold: 'taste' });
  });

  it('shows "Judges with taste" checked when the options say so', () => {
    renderOptions({ ...defaultOptions(), style: 'ai', marigold: 'taste' });
    expect((screen.getByRole('radio', { name: 'Judges with taste' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the award panel', () => {
  const painted = (o: Partial<RfOptions>): RfOptions => ({ ...defaultOptions(), themedPacks: ['barnyard-kitchen', 'starlight-midway'], ...o });

  it('shows Judge Marigold’s sentence when she judged with taste', () => {
    const options = painted({ style: 'ai', marigold: 'taste' });
    const s = pinAll(fair(3, options, 'award', decksFor(options)));
    const reason = s.round.award?.reason ?? '';
    expect(reason.length).toBeGreaterThan(10);
    const { container } = render(<AwardPanel view={def.view(s, 'table')} players={s.players} onNext={() => undefined} />);
    expect(container.textContent).toContain(`Judge Marigold: ${reason}`);
    expect(container.textContent).not.toContain('picks at random');
  });

  it('still says "Judge Marigold picks at random." by default', () => {
    const s = pinAll(fair(3, { style: 'ai' }, 'award'));
    const { container } = render(<AwardPanel view={def.view(s, 'table')} players={s.players} onNext={() => undefined} />);
    expect(container.textContent).toContain('Judge Marigold picks at random.');
  });
});

it('the Rules panel explains both ways she picks', () => {
  const { container } = render(<Rules />);
  const text = container.textContent ?? '';
  expect(text).toContain('Picks at random (as the rule text has it, and the default)');
  expect(text).toContain('Judges with taste: she picks the entry that best fits the ribbon');
  expect(text).toContain('“Least …” ribbons go to the entry with the least of it.');
});
