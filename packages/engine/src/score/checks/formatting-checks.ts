/**
 * The formatting checks (15 of 100): length, one bullet glyph, one date format, short bullets, no walls of
 * text or layout artefacts, one heading style, no emoji. Weights are relative inside the category; the
 * comment on a row says why it weighs what it does.
 */
import type { CheckRule } from '../check-rule';
import { quotedListValues } from '../message';

export const FORMATTING_CHECKS: readonly CheckRule[] = [
  {
    id: 'length_within_norm',
    category: 'formatting',
    label: 'length_within_norm.label',
    weight: 3,
    compare: 'atMost',
    threshold: 0,
    slack: 0.5,
    // Length is the first thing a reader notices, but a little over or under is forgiven: weight 3, and
    // credit falls gradually with the share of words outside the norm.
    reason: 'length_within_norm.reason',
    fix: 'length_within_norm.fix',
    measure: (facts, profile) => {
      const [low, high] = profile.words;
      const over = Math.max(0, facts.wordCount - high * 1.1) / high;
      const under = Math.max(0, low * 0.8 - facts.wordCount) / low;
      const pages = Math.max(0, facts.pages - profile.maxPages) / profile.maxPages;
      return over + under + pages;
    },
    // Word counts as written, without a thousands separator; the pages as a number, for the plural.
    fixParams: (facts, profile) => ({
      low: String(profile.words[0]),
      high: String(profile.words[1]),
      words: String(facts.wordCount),
      pages: profile.maxPages,
    }),
  },
  {
    id: 'one_bullet_glyph',
    category: 'formatting',
    label: 'one_bullet_glyph.label',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 2,
    // Visual consistency; cosmetic, so weight 2.
    reason: 'one_bullet_glyph.reason',
    fix: 'one_bullet_glyph.fix',
    measure: (facts) => facts.glyphs.length,
    fixParams: (facts) => {
      const list = quotedListValues(facts.glyphs);
      return { glyphs: list.items, more: list.more };
    },
  },
  {
    id: 'one_date_format',
    category: 'formatting',
    label: 'one_date_format.label',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 2,
    // ATS date parsing tolerates most formats; mixing them mainly hurts readability: weight 2.
    reason: 'one_date_format.reason',
    fix: 'one_date_format.fix',
    measure: (facts) => (facts.entries.length < 2 ? null : facts.dateStyles.length),
    fixParams: (facts) => ({ count: facts.dateStyles.length }),
  },
  {
    id: 'few_long_bullets',
    category: 'formatting',
    label: 'few_long_bullets.label',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 5,
    reason: 'few_long_bullets.reason',
    fix: 'few_long_bullets.fix',
    measure: (facts) => (facts.experienceBullets.length === 0 ? null : facts.longBullets),
    fixParams: (facts) => ({ count: facts.longBullets }),
  },
  {
    id: 'no_walls_of_text',
    category: 'formatting',
    label: 'no_walls_of_text.label',
    weight: 2,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'no_walls_of_text.reason',
    fix: 'no_walls_of_text.fix',
    measure: (facts) => (facts.experienceBullets.length === 0 ? null : facts.wallsOfText),
    fixParams: (facts) => ({ count: facts.wallsOfText }),
  },
  {
    id: 'no_layout_artefacts',
    category: 'formatting',
    label: 'no_layout_artefacts.label',
    weight: 2,
    compare: 'atMost',
    threshold: 1,
    slack: 8,
    // Columns and tables are the most common cause of scrambled ATS parses: weight 2 here, more in ATS.
    reason: 'no_layout_artefacts.reason',
    fix: 'no_layout_artefacts.fix',
    measure: (facts) => facts.layoutArtefacts + facts.repeatedLines,
    fixParams: (facts) => ({ gapLines: facts.layoutArtefacts, repeatedLines: facts.repeatedLines }),
  },
  {
    id: 'one_heading_style',
    category: 'formatting',
    label: 'one_heading_style.label',
    weight: 1,
    compare: 'atMost',
    threshold: 1,
    slack: 1,
    reason: 'one_heading_style.reason',
    fix: 'one_heading_style.fix',
    measure: (facts) => facts.headingStyles.size,
  },
  {
    id: 'no_emoji',
    category: 'formatting',
    label: 'no_emoji.label',
    weight: 1,
    compare: 'atMost',
    threshold: 0,
    slack: 3,
    reason: 'no_emoji.reason',
    fix: 'no_emoji.fix',
    measure: (facts) => facts.emoji,
    fixParams: (facts) => ({ count: facts.emoji }),
  },
];
