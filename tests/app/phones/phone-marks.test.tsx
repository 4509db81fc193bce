import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PhoneMarks } from '../../../src/app/phones/PhoneMarks';
import type { PhoneStatus } from '../../../src/net/host';

const players = ['Ana', 'Bramblewoody', 'Cleo', 'Dee'];

describe('the phone marks above the board', () => {
  it('say, short, whose phone is to act, done or away (and whole for a screen reader)', () => {
    const phones = new Map<number, PhoneStatus>([
      [1, 'here'],
      [2, 'here'],
      [3, 'away'],
    ]);
    const { container } = render(<PhoneMarks phones={phones} players={players} waiting={[1]} />);
    const marks = [...container.querySelectorAll('.phone-mark')];
    const seen = (el: Element) =>
      [...el.querySelectorAll(':scope *:not(.sr-only)')].filter((e) => e.children.length === 0 && !e.closest('.sr-only')).map((e) => e.textContent ?? '');
    expect(marks.map((m) => m.getAttribute('data-phone-state'))).toEqual(['to-act', 'done', 'away']);
    expect(marks.map((m) => seen(m).join('').replace(/\s+/g, ' ').trim())).toEqual(['● Bramblewoody to act', '○ Cleo done', '⚠ Dee away']);
    expect(marks.map((m) => m.querySelector('.sr-only')?.textContent)).toEqual(['’s phone: to act', '’s phone: not their move', '’s phone: away']);
  });

  it('an away mark is a button that opens Phones at the table and focuses its first button', () => {
    document.body.innerHTML = '';
    const panel = document.createElement('details');
    panel.className = 'phones';
    panel.innerHTML = '<summary>Phones at the table</summary><ul class="phones-list"><li><button>Take Dee back into the handover</button></li></ul>';
    document.body.append(panel);
    Element.prototype.scrollIntoView = () => undefined;
    const { getByRole } = render(<PhoneMarks phones={new Map([[3, 'away']])} players={players} waiting={[]} />);
    fireEvent.click(getByRole('button', { name: 'Dee’s phone is away: take Dee back or invite the phone again' }));
    expect(panel.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Take Dee back into the handover');
  });

  it('nothing when no phone is joined', () => {
    const { container } = render(<PhoneMarks phones={new Map()} players={players} waiting={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
