/**
 * An invitation that went wrong is made again in one tap (docs/phones.md): where the invitation could not be made or its
 * link never opened, *Make a new invitation* makes a new one in place of the old, whose code then shows.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Invite } from '../../../src/app/phones/Invite';
import { createTablePhones } from '../../../src/net/host';
import type { Offer } from '../../../src/net/link';

let tries = 0;
vi.mock('../../../src/net/link', () => ({
  // No peer connection here: the first invitation cannot be made, the next one can (its link never opens).
  makeOffer: async (): Promise<Offer> => {
    tries++;
    if (tries === 1) throw new Error('This browser could not start a connection.');
    return { sdp: 'v=0', accept: () => Promise.reject(new Error('The phones could not reach each other.')), close: () => undefined };
  },
}));

afterEach(() => {
  cleanup();
  tries = 0;
});

describe('an invitation made again', () => {
  it('after a failure, one tap makes a new invitation and shows its code', async () => {
    render(<Invite phones={createTablePhones()} players={['Ana', 'Ben']} name="Ben" bots={[]} onClose={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This browser could not start a connection.');
    fireEvent.click(screen.getByRole('button', { name: 'Make a new invitation' }));
    await screen.findByAltText('Invitation code for Ben’s phone');
    expect(tries).toBe(2);
    expect(screen.queryByRole('button', { name: 'Make a new invitation' })).toBeNull();
  });
});
