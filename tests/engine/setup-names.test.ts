import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/engine/setupNames';

describe('checkNames (docs/house-rules.md "Seats")', () => {
  it.each([
    [['Ana', 'Bo', 'Cy'], 3, 3, ['Ana', 'Bo', 'Cy']],
    [['  Ana  ', 'Bo\t', ' Cy'], 3, 8, ['Ana', 'Bo', 'Cy']],
    [['<b>Ana</b>', 'Bo 🎪', 'سارا'], 3, 8, ['<b>Ana</b>', 'Bo 🎪', 'سارا']],
    [['x'.repeat(24), 'Bo', 'Cy'], 3, 8, ['x'.repeat(24), 'Bo', 'Cy']],
    [['\u202Eevil', 'B\u200Bo', 'Cy\u0007'], 3, 8, ['evil', 'Bo', 'Cy']],
    // Characters as a reader counts them: an emoji is one, a joined family is one (its joiners kept).
    [['Abuela Rosa 💐💐💐💐💐💐💐', '🐴'.repeat(24), '👩‍👩‍👧 Kim'], 3, 8, ['Abuela Rosa 💐💐💐💐💐💐💐', '🐴'.repeat(24), '👩‍👩‍👧 Kim']],
    [['a\u200Db', '🐴\u200D', '\u200D🦆'], 3, 8, ['ab', '🐴', '🦆']],
  ])('accepts %j', (raw, min, max, names) => {
    expect(checkNames(raw, min, max)).toEqual({ ok: true, value: names });
  });
  it.each([
    [['Ana', '   ', 'Cy'], 'Player 2 needs a name.'],
    [['Ana', 'x'.repeat(25), 'Cy'], 'too long'],
    [['Ana', '🐴'.repeat(25), 'Cy'], `"${'🐴'.repeat(12)}…" is too long`],
    [['Ana', 'ana', 'Cy'], 'are the same name'],
    [['Ana', 'A\u200Bna', 'Cy'], 'are the same name'],
    [['Ana', 'Ａｎａ', 'Cy'], 'are the same name'],
    [['Ana', '\u200B\u200B', 'Cy'], 'Player 2 needs a name.'],
    [['Ana', 'Bo'], 'needs 3 to 8 players'],
  ])('refuses %j', (raw, message) => {
    const r = checkNames(raw, 3, 8);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
  it('says "exactly" when the count is fixed', () => {
    const r = checkNames(['A', 'B', 'C'], 4, 4);
    expect(r).toEqual({ ok: false, error: 'This game needs exactly 4 players.' });
  });
});
