/**
 * The skills taxonomy as a lookup: families of skills.ts tables are expanded once into an index keyed by
 * each alias's first token, and text is scanned left to right taking the longest alias at each token.
 */

import { characterLength, letterOrDigitLength, letterRunEnd, wordEnd } from '../text/letters';
import type { SkillFamilyRow, SkillKind } from './skill-family';
import { BUSINESS_FAMILIES } from './skills-business';
import { INDUSTRY_FAMILIES } from './skills-industry';
import { TECHNOLOGY_FAMILIES } from './skills-technology';
import { inflectionStem } from './stems';

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

const DOT = 0x2e;

/** What may join the parts of a skill's name inside one token: . & ' ’ (Node.js, R&D, O'Neil). */
function joinsSkillToken(code: number): boolean {
  return code === DOT || code === 0x26 || code === 0x27 || code === 0x2019;
}

/**
 * Where the token starting at `start` ends, or -1 when none starts there: a word (see wordEnd) or a dot
 * and an ASCII letter followed by letters and digits (.NET).
 */
function tokenEnd(text: string, start: number): number {
  const end = wordEnd(text, start, joinsSkillToken);
  if (end >= 0 || text.charCodeAt(start) !== DOT) return end;
  const next = text.charCodeAt(start + 1) | 0x20;
  return next >= 97 && next <= 122 ? letterRunEnd(text, start + 2) : -1;
}

/**
 * `text.slice(start, end).toLowerCase()` for a token of ASCII characters, taken from the text lower-cased
 * as a whole when it holds the same characters there (a character before it that lower-cases to two,
 * such as 'İ', shifts the offsets): lower-casing each token of a text that is not plain Latin-1 costs far
 * more than lower-casing the text once. Null when the token is not all ASCII.
 */
function lowerAscii(text: string, lowerText: string, start: number, end: number): string | null {
  let shifted = false;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x80) return null;
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lowerText.charCodeAt(index) !== lower) shifted = true;
  }
  return shifted ? text.slice(start, end).toLowerCase() : lowerText.slice(start, end);
}

/** The text's tokens left to right, curly apostrophes written straight. */
export function skillTokens(text: string): Token[] {
  const tokens: Token[] = [];
  let lowerText: string | null = null;
  let index = 0;
  while (index < text.length) {
    // An ASCII character that is not a letter, a digit or the dot of '.NET' starts no token.
    const code = text.charCodeAt(index);
    if (code < 0x80 && code !== DOT && letterOrDigitLength(text, index) === 0) {
      index += 1;
      continue;
    }
    const end = tokenEnd(text, index);
    if (end < 0) {
      index += characterLength(text, index);
      continue;
    }
    lowerText ??= text.toLowerCase();
    const lower = lowerAscii(text, lowerText, index, end);
    if (lower !== null) {
      tokens.push({ lower, raw: text.slice(index, end), start: index, end });
    } else {
      const raw = text.slice(index, end).replace(/’/g, "'");
      tokens.push({ lower: raw.toLowerCase(), raw, start: index, end });
    }
    index = end;
  }
  return tokens;
}

export const ALL_FAMILIES: readonly SkillFamilyRow[] = [
  ...TECHNOLOGY_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...INDUSTRY_FAMILIES,
];

export function slug(name: string): string {
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
  /** Per skill, its aliases that match in any case, as lower-case tokens. */
  plainAliases: Map<string, string[][]>;
}

let cached: SkillIndex | null = null;

function buildIndex(): SkillIndex {
  const skills = new Map<string, Skill>();
  const byFirstToken = new Map<string, AliasEntry[]>();
  const seenAliases = new Set<string>();
  const plainAliases = new Map<string, string[][]>();
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
        if (!caseSensitive) {
          const list = plainAliases.get(skill.id) ?? [];
          list.push(entry.tokens);
          plainAliases.set(skill.id, list);
        }
        const first = entry.tokens[0] ?? '';
        const bucket = byFirstToken.get(first) ?? [];
        bucket.push(entry);
        byFirstToken.set(first, bucket);
      }
    }
  }
  for (const bucket of byFirstToken.values()) bucket.sort((a, b) => b.tokens.length - a.tokens.length);
  return { skills, byFirstToken, plainAliases };
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

const stemKeysById = new Map<string, readonly string[]>();

/**
 * A skill's aliases as word stems joined by spaces ('financial forecasting' -> 'financial forecast'),
 * for finding it written in another inflection. Aliases read only in their exact case (Go, Rails) and
 * those of three letters or fewer are left out: their stems are ordinary words.
 */
export function skillStemKeys(id: string): readonly string[] {
  let keys = stemKeysById.get(id);
  if (!keys) {
    keys = [
      ...new Set(
        (index().plainAliases.get(id) ?? [])
          .filter(
            (tokens) => tokens.join(' ').length > 3 && tokens.every((token) => /^[a-z0-9-]+$/.test(token)),
          )
          .map((tokens) => tokens.map(inflectionStem).join(' ')),
      ),
    ];
    stemKeysById.set(id, keys);
  }
  return keys;
}

/**
 * Plural and possessive forms of a text token that may stand for the alias token. A one-word alias of
 * three letters or fewer takes an 's' only after capitals ('APIs', 'KPIs'): 'does' is no plural of DOE.
 */
function tokenMatches(
  aliasToken: string,
  textToken: string,
  raw: string,
  last: boolean,
  alone: boolean,
): boolean {
  if (aliasToken === textToken) return true;
  if (!last || textToken.length < 4 || !textToken.startsWith(aliasToken)) return false;
  if (alone && aliasToken.length <= 3 && !/^[A-Z0-9]{2,3}['’]?s$/.test(raw)) return false;
  const extra = textToken.length - aliasToken.length;
  return (
    (extra === 1 && textToken.endsWith('s')) ||
    (extra === 2 && (textToken.endsWith('es') || textToken.endsWith("'s")))
  );
}

function matchAt(tokens: readonly Token[], position: number, entry: AliasEntry): boolean {
  if (position + entry.tokens.length > tokens.length) return false;
  for (let offset = 0; offset < entry.tokens.length; offset += 1) {
    const token = tokens[position + offset];
    if (!token) return false;
    if (entry.caseSensitive) {
      if (token.raw !== entry.raw[offset]) return false;
    } else if (
      !tokenMatches(
        entry.tokens[offset] ?? '',
        token.lower,
        token.raw,
        offset === entry.tokens.length - 1,
        entry.tokens.length === 1,
      )
    ) {
      return false;
    }
  }
  return true;
}

/** The first alias of `bucket` the tokens from `position` on spell out, or undefined. */
function aliasAt(tokens: readonly Token[], position: number, bucket: readonly AliasEntry[] | undefined) {
  if (bucket) for (const candidate of bucket) if (matchAt(tokens, position, candidate)) return candidate;
  return undefined;
}

/**
 * The skills `tokens` (read from `text`) mention, longest alias first, left to right. With `offsets`, a
 * token's offsets are into its own line, and `offsets[i]` is where that line starts in `text`.
 */
function matchMentions(tokens: readonly Token[], text: string, offsets?: readonly number[]): SkillMention[] {
  const { byFirstToken } = index();
  const mentions: SkillMention[] = [];
  let position = 0;
  while (position < tokens.length) {
    const token = tokens[position] as Token;
    const bucket =
      byFirstToken.get(token.lower) ??
      (token.lower.endsWith('s') ? byFirstToken.get(token.lower.slice(0, -1)) : undefined);
    const entry = aliasAt(tokens, position, bucket);
    const lastPosition = entry ? position + entry.tokens.length - 1 : position;
    const start = token.start + (offsets?.[position] ?? 0);
    const end = (tokens[lastPosition] as Token).end + (offsets?.[lastPosition] ?? 0);
    // A one-letter name joined by a hyphen to a word is part of that word ('C-SSRS', 'C-suite', 'CCP-C').
    // So is a name after a one-letter prefix ('SSRS' of 'C-SSRS').
    const joined =
      entry !== undefined &&
      ((end - start === 1 &&
        (/^-\p{L}/u.test(text.slice(end, end + 2)) ||
          /[\p{L}\d]-$/u.test(text.slice(Math.max(0, start - 2), start)))) ||
        /(?:^|[^\p{L}\d])\p{L}-$/u.test(text.slice(Math.max(0, start - 3), start)));
    if (entry && !joined) {
      mentions.push({ skill: entry.skill, start, end, text: text.slice(start, end) });
      position += entry.tokens.length;
    } else {
      position += 1;
    }
  }
  return mentions;
}

/** Every taxonomy skill mentioned in the text, longest alias first, left to right. */
export function findSkillMentions(text: string): SkillMention[] {
  return matchMentions(skillTokens(text), text);
}

/** Distinct skill ids mentioned in the text. */
export function findSkillIds(text: string): Set<string> {
  return new Set(findSkillMentions(text).map((mention) => mention.skill.id));
}

/**
 * Skill mentions of lines read one at a time and joined, each distinct line tokenised once and each
 * line's mentions found once. The returned arrays are shared: read them, do not change them.
 */
export interface LineSkillReader {
  /** The same as findSkillMentions(line). */
  mentions(line: string): readonly SkillMention[];
  /** The same as findSkillMentions(lines.join('\n')): no token holds a line break, so the joined text's tokens are the lines' tokens one after another. */
  joinedMentions(lines: readonly string[]): SkillMention[];
}

export function createLineSkillReader(): LineSkillReader {
  const tokensByLine = new Map<string, Token[]>();
  const mentionsByLine = new Map<string, SkillMention[]>();
  const tokensOf = (line: string): Token[] => {
    let tokens = tokensByLine.get(line);
    if (!tokens) {
      tokens = skillTokens(line);
      tokensByLine.set(line, tokens);
    }
    return tokens;
  };
  return {
    mentions(line) {
      let mentions = mentionsByLine.get(line);
      if (!mentions) {
        mentions = matchMentions(tokensOf(line), line);
        mentionsByLine.set(line, mentions);
      }
      return mentions;
    },
    joinedMentions(lines) {
      // The lines' own tokens, each with where its line starts in the joined text (no copies).
      const tokens: Token[] = [];
      const offsets: number[] = [];
      let offset = 0;
      for (const line of lines) {
        for (const token of tokensOf(line)) {
          tokens.push(token);
          offsets.push(offset);
        }
        offset += line.length + 1;
      }
      return matchMentions(tokens, lines.join('\n'), offsets);
    },
  };
}
