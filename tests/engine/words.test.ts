import { describe, expect, it } from 'vitest';
import { andList } from '../../src/engine/words';

describe('andList', () => {
  it.each([
    [[], ''],
    [['Ana'], 'Ana'],
    [['Ana', 'Bo'], 'Ana and Bo'],
    [['Ana', 'Bo', 'Cy'], 'Ana, Bo, and Cy'],
  ])('%j reads "%s"', (names, words) => {
    expect(andList(names)).toBe(words);
  });
});
