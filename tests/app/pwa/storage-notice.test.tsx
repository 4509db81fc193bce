import { act, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageNotice } from '../../../src/app/pwa/StorageNotice';
import type { GameSummary } from '../../../src/storage/summary';

const playing = [{ id: 'g1', gameId: 'horse-fair' }] as unknown as GameSummary[];

/** Lets the notice finish its check: its module loaded (the test imports the same one), then a task for the answer and the render. */
async function settled(): Promise<void> {
  await import('../../../src/app/pwa/persistence');
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

function setStorage(storage: unknown): void {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}
function setStandalone(on: boolean): void {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: on && q === '(display-mode: standalone)',
    media: q,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe("Home's storage notice", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('where storage cannot be kept (no persist()), says the games may be cleared, how to add to the Home Screen, and offers to export', async () => {
    setStorage({});
    setStandalone(false);
    render(<StorageNotice playing={playing} />);
    await screen.findByRole('heading', { name: 'This browser may clear your games' });
    expect(screen.getByText(/unless Fairground is added to the Home Screen/)).toBeTruthy();
    expect(screen.getByText('Add to Home Screen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export the games in progress (1)' })).toBeTruthy();
  });

  it('says nothing once installed', async () => {
    setStorage({});
    setStandalone(true);
    const { container } = render(<StorageNotice playing={playing} />);
    await settled();
    expect(container.textContent).toBe('');
  });

  it('says nothing where the browser keeps the storage', async () => {
    setStorage({ persist: async () => true, persisted: async () => true });
    setStandalone(false);
    const { container } = render(<StorageNotice playing={playing} />);
    await settled();
    expect(container.textContent).toBe('');
  });
});
