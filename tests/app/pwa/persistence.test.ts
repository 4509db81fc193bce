// @vitest-environment happy-dom
// (localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import { browserEnv, notePersistAnswer, persistence, PERSIST_ANSWER_KEY, type PersistenceEnv } from '../../../src/app/pwa/persistence';

const yes = async () => true;
const no = async () => false;
const env = (e: Partial<PersistenceEnv>): PersistenceEnv => ({ storage: { persist: no, persisted: no }, installed: false, refusedBefore: null, ...e });

describe('whether the browser may clear the saved games', () => {
  afterEach(() => localStorage.clear());

  it.each<[string, PersistenceEnv, string]>([
    ['WebKit in a tab: no navigator.storage.persist()', env({ storage: { persisted: no } }), 'at-risk'],
    ['no navigator.storage at all', env({ storage: undefined }), 'at-risk'],
    ['persist() was refused before', env({ refusedBefore: true }), 'at-risk'],
    ['the browser keeps the storage', env({ storage: { persist: no, persisted: yes } }), 'kept'],
    ['installed on the Home Screen, even with no persist()', env({ storage: undefined, installed: true }), 'kept'],
    ['installed, after a refusal', env({ refusedBefore: true, installed: true }), 'kept'],
    ['not asked yet (or the answer is still pending)', env({}), 'unknown'],
    ['persisted() throws, nothing refused', env({ storage: { persist: no, persisted: () => Promise.reject(new Error('no')) } }), 'unknown'],
  ])('%s: %s', async (_name, e, expected) => {
    await expect(persistence(e)).resolves.toBe(expected);
  });

  it('remembers a refusal for the next look, and forgets it once the browser agrees', async () => {
    expect(browserEnv().refusedBefore).toBeNull();
    notePersistAnswer(false);
    expect(localStorage.getItem(PERSIST_ANSWER_KEY)).toBe('refused');
    expect(browserEnv().refusedBefore).toBe(true);
    notePersistAnswer(true);
    expect(browserEnv().refusedBefore).toBe(false);
  });
});
