import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaryText, readDictionaryVerbs, renderVerbList } from '../../scripts/build-verb-list';

describe('the dictionary verb list', () => {
  it('is what the dictionary gives (regenerate with scripts/build-verb-list.ts)', () => {
    const committed = readFileSync(new URL('./verb-list.ts', import.meta.url), 'utf8');
    expect(committed).toBe(renderVerbList(readDictionaryVerbs(dictionaryText())));
  });
});
