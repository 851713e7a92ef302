import { describe, expect, it } from 'vitest';
import { remembering } from './remembering';

describe('remembering', () => {
  it('reads each argument once, and again only after the limit has been passed', () => {
    const reads: string[] = [];
    const upper = remembering((word: string) => {
      reads.push(word);
      return word.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(reads).toEqual(['a', 'b']);
    upper('c'); // the third key starts the cache again
    upper('a');
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
