import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_HEADING_STATE, FocusHeadingOnArrival } from './focus-heading';

/** A page that shows a loading line first and its h1 a moment later, like a page checking the session. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Refine your resume with AI</h1> : <p>Checking authentication...</p>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <FocusHeadingOnArrival />
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/slow', element: <SlowPage /> },
          { path: '/form', element: <input aria-label="Name" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.useRealTimers());

describe('FocusHeadingOnArrival', () => {
  it('leaves the focus alone on a navigation that does not ask for it', async () => {
    const router = renderApp();
    await act(() => router.navigate('/slow'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it("focuses the new page's h1 once it appears, and keeps it out of the Tab order", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderApp();
    await act(() => router.navigate('/slow', { state: FOCUS_HEADING_STATE }));
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Refine your resume with AI' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('stops waiting once the person has moved the focus themselves', async () => {
    const router = renderApp();
    await act(() => router.navigate('/form', { state: FOCUS_HEADING_STATE }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    act(() => input.focus());
    await act(() => router.navigate('/slow'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
