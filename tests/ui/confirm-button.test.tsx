import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '../../src/ui/ConfirmButton';

afterEach(cleanup);

describe('ConfirmButton', () => {
  it('asks first; only the confirming button does the move', () => {
    const onConfirm = vi.fn();
    render(<ConfirmButton label="Pin it" question="Pin A rubber duck? It cannot be taken back." confirmLabel="Yes, pin it" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pin it' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Pin A rubber duck? It cannot be taken back.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, pin it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pin it' })).toBeTruthy();
  });

  it('takes the focus to the question when it opens, and back to the button on Cancel', async () => {
    render(<ConfirmButton label="Pin it" question="Pin it? It cannot be taken back." onConfirm={vi.fn()} />);
    screen.getByRole('button', { name: 'Pin it' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Pin it' }));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Pin it? It cannot be taken back.'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pin it' })));
  });
});
