import { describe, expect, it } from 'vitest';
import { englishText, isTextId } from '../messages/text-ref';
import { checkText, joinedText, quotedListValues } from './message';
import { RESUME_CHECKS } from './resume-checks';
import { TAILORING_CHECKS } from './tailoring/tailoring-checks';

describe('check messages', () => {
  it('formats a message of the catalogue with its values, counts in the plural they need', () => {
    expect(englishText(checkText('no_emoji.fix', { count: 3 }))).toBe(
      'Remove the 3 emoji or decorative symbols.',
    );
    expect(englishText(checkText('no_emoji.fix', { count: 1 }))).toBe(
      'Remove the 1 emoji or decorative symbol.',
    );
    expect(englishText(checkText('spelling.fix', { words: "'$&' and '$$'", more: 0 }))).toBe(
      "Fix the spelling of '$&' and '$$'.",
    );
  });

  it('shortens a list to its first items and says how many more', () => {
    const list = quotedListValues(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(englishText(checkText('spelling.fix', { words: list.items, more: list.more }))).toBe(
      "Fix the spelling of 'a', 'b', 'c', 'd' and 2 more.",
    );
  });

  it('formats nested messages, joined in the language of the list', () => {
    const missing = joinedText(
      [checkText('industry_sections.missing.publications'), checkText('industry_sections.missing.research')],
      'industry_sections.missing.list',
    );
    expect(englishText(checkText('industry_sections.fix', { missing: missing ?? '' }))).toBe(
      'Add a publications section and a research section.',
    );
  });

  it('has a label, a reason and a fix for every check, and every check id once', () => {
    const rules = [...RESUME_CHECKS, ...TAILORING_CHECKS];
    for (const rule of rules) {
      expect(isTextId(`checks.${rule.label}`), rule.label).toBe(true);
      expect(isTextId(`checks.${rule.reason}`), rule.reason).toBe(true);
      if (typeof rule.fix === 'string') expect(isTextId(`checks.${rule.fix}`), rule.fix).toBe(true);
      expect(rule.label.startsWith(`${rule.id}.`) && rule.reason.startsWith(`${rule.id}.`)).toBe(true);
    }
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  });
});
