import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/storage/ids';

describe('newId where crypto.randomUUID is missing (Safari before 15.4)', () => {
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  beforeEach(() => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
  });
  afterEach(() => {
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  });

  it('still makes version 4 UUIDs, all different', () => {
    const ids = Array.from({ length: 50 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(50);
  });
});
