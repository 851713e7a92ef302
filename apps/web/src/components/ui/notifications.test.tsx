import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LookProvider } from '../../lib/look/look-context';
import { Notifications } from './notifications';

beforeEach(() => {
  // jsdom has no media queries; the Toaster asks for the colour scheme.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('Notifications', () => {
  it('keeps at most 20 notices, dismissing the oldest', async () => {
    render(
      <LookProvider>
        <Notifications />
      </LookProvider>,
    );
    act(() => {
      for (let index = 1; index <= 22; index += 1) toast(`Notice ${index}`, { duration: 60_000 });
    });
    expect(await screen.findByText('Notice 22')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const active = toast.getToasts().map((notice) => notice.id);
    expect(active).toHaveLength(20);
    expect(screen.queryByText('Notice 1')).toBeNull();
    expect(screen.queryByText('Notice 2')).toBeNull();
    expect(screen.getByText('Notice 3')).toBeInTheDocument();
  });
});
