/**
 * A pasted code's message goes with the text it was about: on *Join a table*, a code refused says why, and changing
 * the text takes the message away (it stayed, beside a disabled *Use this code*, once the box was cleared).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Join } from '../../../src/app/phones/Join';

// The service worker's registration is the built app's (vite-plugin-pwa): not under test here.
vi.mock('../../../src/app/pwa/pwa', () => ({ keepAwake: async () => undefined }));

afterEach(cleanup);

describe('pasting a code on Join a table', () => {
  it('a refused code says why; editing the text takes the message away', () => {
    render(<Join />);
    const box = screen.getByLabelText('Or paste the text of the table’s invitation');
    fireEvent.input(box, { target: { value: 'not a code at all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.input(box, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
