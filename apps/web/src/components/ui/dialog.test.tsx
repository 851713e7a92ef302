import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/** An export button that is busy (disabled) while its request runs, then opens the dialog, as exports do. */
function BusyOpener() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setTimeout(() => {
            (document.activeElement as HTMLElement | null)?.blur();
            setBusy(false);
            setOpen(true);
          }, 0);
        }}
      >
        Download Word
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Survey"
        returnFocusRef={trigger}
        footer={<button type="button">Next</button>}
      >
        <p>Question</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('returns the focus to what opened it on Escape, even when the focus had left it before opening', async () => {
    const user = userEvent.setup();
    render(<BusyOpener />);
    await user.click(screen.getByRole('button', { name: 'Download Word' }));
    expect(await screen.findByRole('dialog', { name: 'Survey' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Download Word' })).toHaveFocus());
  });

  it('keeps its footer outside the scrolling content', async () => {
    const user = userEvent.setup();
    render(<BusyOpener />);
    await user.click(screen.getByRole('button', { name: 'Download Word' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey' });
    const next = screen.getByRole('button', { name: 'Next' });
    const scroller = screen.getByText('Question').closest('.overflow-y-auto');
    expect(scroller).not.toBeNull();
    expect(scroller?.contains(next)).toBe(false);
    expect(dialog.contains(next)).toBe(true);
  });
});
