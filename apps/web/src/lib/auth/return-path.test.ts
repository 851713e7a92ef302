import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(safeReturnPath('/settings/account?tab=1#profile')).toBe('/settings/account?tab=1#profile');
  });
  it('falls back to / for nothing, other origins and the sign-in pages themselves', () => {
    for (const from of [
      undefined,
      42,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/register?x=1',
    ]) {
      expect(safeReturnPath(from)).toBe('/');
    }
  });
});
