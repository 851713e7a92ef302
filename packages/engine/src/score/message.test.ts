import { describe, expect, it } from 'vitest';
import { message, quotedList, shortList } from './message';
import { MESSAGES_EN } from './messages-en';
import { RESUME_CHECKS } from './resume-checks';
import { TAILORING_CHECKS } from './tailoring/tailoring-checks';

describe('messages', () => {
  it('fills each placeholder from its parameter, and leaves one without a parameter as written', () => {
    expect(message('no_emoji.fix', { count: 3 })).toBe('Remove the 3 emoji or decorative symbols.');
    expect(message('no_emoji.fix')).toBe('Remove the {count} emoji or decorative symbols.');
    expect(message('spelling.fix', { words: "'$&' and '$$'" })).toBe("Fix the spelling of '$&' and '$$'.");
  });

  it('shortens a list to its first items and says how many more', () => {
    expect(shortList(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c, d and 2 more');
    expect(quotedList(['x', 'y'], 1)).toBe("'x' and 1 more");
  });

  it('has a label, a reason and a fix for every check, and every check id once', () => {
    const rules = [...RESUME_CHECKS, ...TAILORING_CHECKS];
    for (const rule of rules) {
      expect(MESSAGES_EN[rule.label]).toBeTruthy();
      expect(MESSAGES_EN[rule.reason]).toBeTruthy();
      expect(rule.label.startsWith(`${rule.id}.`) && rule.reason.startsWith(`${rule.id}.`)).toBe(true);
    }
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  });
});
