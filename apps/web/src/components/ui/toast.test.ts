import { describe, expect, it } from 'vitest';
import { toastDurationFor } from './toast';

describe('toastDurationFor', () => {
  it('gives 6 s to 5xx, 8 s to 401 and 4 s otherwise', () => {
    expect(toastDurationFor(503)).toBe(6_000);
    expect(toastDurationFor(401)).toBe(8_000);
    expect(toastDurationFor(404)).toBe(4_000);
  });
});
