import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const base = vi.fn();
  return Object.assign(base, { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
});
vi.mock('sonner', () => ({ toast: sonner }));

import {
  ERROR_TOAST_DURATION_MS,
  idsBeyondLimit,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  toast,
  toastDurationFor,
} from './toast';

beforeEach(() => vi.clearAllMocks());

describe('toast', () => {
  it('gives errors 7 s unless the call says otherwise; the Toaster gives the rest 5 s', () => {
    expect(TOAST_DURATION_MS).toBe(5_000);
    expect(ERROR_TOAST_DURATION_MS).toBe(7_000);
    toast.error('Failed to save');
    expect(sonner.error).toHaveBeenCalledWith('Failed to save', { duration: 7_000 });
    toast.error('Session ended', { duration: 8_000, id: 'x' });
    expect(sonner.error).toHaveBeenLastCalledWith('Session ended', { duration: 8_000, id: 'x' });
    toast.success('Saved');
    expect(sonner.success).toHaveBeenCalledWith('Saved');
  });
});

describe('idsBeyondLimit', () => {
  it('keeps the 20 newest notices and names the older ones', () => {
    const newestFirst = Array.from({ length: 23 }, (_, index) => ({ id: 23 - index }));
    expect(TOAST_LIMIT).toBe(20);
    expect(idsBeyondLimit(newestFirst)).toEqual([3, 2, 1]);
    expect(idsBeyondLimit(newestFirst.slice(0, 20))).toEqual([]);
  });
});

describe('toastDurationFor', () => {
  it('gives 6 s to 5xx, 8 s to 401 and 4 s otherwise', () => {
    expect(toastDurationFor(503)).toBe(6_000);
    expect(toastDurationFor(401)).toBe(8_000);
    expect(toastDurationFor(404)).toBe(4_000);
  });
});
