/**
 * The skills taxonomy as a lookup: families of skills.ts tables are expanded once into an index keyed by
 * each alias's first token, and text is scanned left to right taking the longest alias at each token.
 */

import type { SkillFamilyRow, SkillKind } from './skill-family';
import { BUSINESS_FAMILIES } from './skills-business';
import { INDUSTRY_FAMILIES } from './skills-industry';
import { TECHNOLOGY_FAMILIES } from './skills-technology';

export interface Skill {
  id: string;
  name: string;
  family: string;
  familyLabel: string;
  kind: SkillKind;
  /** Industry codes whose families list this skill. */
  industries: string[];
  aliases: string[];
}

export interface SkillMention {
  skill: Skill;
  /** Character offsets into the scanned text. */
  start: number;
  end: number;
  text: string;
}

interface AliasEntry {
  tokens: string[];
  raw: string[];
  caseSensitive: boolean;
  skill: Skill;
}

interface Token {
  lower: string;
  raw: string;
  start: number;
  end: number;
}

const TOKEN_PATTERN =
  /[\p{L}\p{N}][\p{L}\p{N}+#.&'’]*[\p{L}\p{N}+#]|[\p{L}\p{N}][+#]*|\.[A-Za-z][\p{L}\p{N}]*/gu;

export function skillTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const raw = match[0].replace(/’/g, "'");
    tokens.push({ lower: raw.toLowerCase(), raw, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

export const ALL_FAMILIES: readonly SkillFamilyRow[] = [
  ...TECHNOLOGY_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...INDUSTRY_FAMILIES,
];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface SkillIndex {
  skills: Map<string, Skill>;
  byFirstToken: Map<string, AliasEntry[]>;
}

let cached: SkillIndex | null = null;

function buildIndex(): SkillIndex {
  const skills = new Map<string, Skill>();
  const byFirstToken = new Map<string, AliasEntry[]>();
  const seenAliases = new Set<string>();
  for (const [familyId, familyLabel, kind, industryCodes, list] of ALL_FAMILIES) {
    const industries = industryCodes.split(' ').filter((code) => code.length > 0);
    for (const item of list.split(';')) {
      const aliases = item
        .split('|')
        .map((alias) => alias.trim())
        .filter((alias) => alias.length > 0);
      const canonical = (aliases[0] ?? '').replace(/^=/, '');
      if (!canonical) continue;
      const id = slug(canonical);
      let skill = skills.get(id);
      if (skill) {
        for (const code of industries) if (!skill.industries.includes(code)) skill.industries.push(code);
      } else {
        skill = {
          id,
          name: canonical,
          family: familyId,
          familyLabel,
          kind,
          industries: [...industries],
          aliases: [],
        };
        skills.set(id, skill);
      }
      for (const alias of aliases) {
        const caseSensitive = alias.startsWith('=');
        const text = alias.replace(/^=/, '');
        const tokens = skillTokens(text);
        if (tokens.length === 0) continue;
        const key = `${caseSensitive ? 'cs:' : ''}${tokens.map((token) => (caseSensitive ? token.raw : token.lower)).join(' ')}`;
        // The first family to claim an alias keeps it: families are ordered from specific to general.
        if (seenAliases.has(key)) continue;
        seenAliases.add(key);
        skill.aliases.push(text);
        const entry: AliasEntry = {
          tokens: tokens.map((token) => token.lower),
          raw: tokens.map((token) => token.raw),
          caseSensitive,
          skill,
        };
        const first = entry.tokens[0] ?? '';
        const bucket = byFirstToken.get(first) ?? [];
        bucket.push(entry);
        byFirstToken.set(first, bucket);
      }
    }
  }
  for (const bucket of byFirstToken.values()) bucket.sort((a, b) => b.tokens.length - a.tokens.length);
  return { skills, byFirstToken };
}

function index(): SkillIndex {
  cached ??= buildIndex();
  return cached;
}

export function allSkills(): Skill[] {
  return [...index().skills.values()];
}

export function getSkill(id: string): Skill | undefined {
  return index().skills.get(id);
}

/** Plural and possessive forms of a text token that may stand for the alias token. */
function tokenMatches(aliasToken: string, textToken: string, last: boolean): boolean {
  if (aliasToken === textToken) return true;
  if (!last || textToken.length < 4) return false;
  return (
    (textToken.endsWith('s') && textToken.slice(0, -1) === aliasToken) ||
    (textToken.endsWith('es') && textToken.slice(0, -2) === aliasToken) ||
    (textToken.endsWith("'s") && textToken.slice(0, -2) === aliasToken)
  );
}

function matchAt(tokens: readonly Token[], position: number, entry: AliasEntry): boolean {
  if (position + entry.tokens.length > tokens.length) return false;
  for (let offset = 0; offset < entry.tokens.length; offset += 1) {
    const token = tokens[position + offset];
    if (!token) return false;
    if (entry.caseSensitive) {
      if (token.raw !== entry.raw[offset]) return false;
    } else if (!tokenMatches(entry.tokens[offset] ?? '', token.lower, offset === entry.tokens.length - 1)) {
      return false;
    }
  }
  return true;
}

/** Every taxonomy skill mentioned in the text, longest alias first, left to right. */
export function findSkillMentions(text: string): SkillMention[] {
  const { byFirstToken } = index();
  const tokens = skillTokens(text);
  const mentions: SkillMention[] = [];
  let position = 0;
  while (position < tokens.length) {
    const token = tokens[position] as Token;
    const bucket =
      byFirstToken.get(token.lower) ??
      (token.lower.endsWith('s') ? byFirstToken.get(token.lower.slice(0, -1)) : undefined);
    const entry = bucket?.find((candidate) => matchAt(tokens, position, candidate));
    if (entry) {
      const last = tokens[position + entry.tokens.length - 1] as Token;
      mentions.push({
        skill: entry.skill,
        start: token.start,
        end: last.end,
        text: text.slice(token.start, last.end),
      });
      position += entry.tokens.length;
    } else {
      position += 1;
    }
  }
  return mentions;
}

/** Distinct skill ids mentioned in the text. */
export function findSkillIds(text: string): Set<string> {
  return new Set(findSkillMentions(text).map((mention) => mention.skill.id));
}
