/**
 * The guard's judges of credentials and awards: a degree at a level the sources do not show, a
 * credential word ('certified', 'licensed') beside a name the sources do not give or say is in progress,
 * and an award, honour, ranking, publication or patent the sources do not name in its own words.
 */

import { plainTokens } from '../text/normalize-text';
import { type ClaimFlag, flag } from './claim-flag';
import { CLAIM_REASONS } from './claim-reasons';
import type { ClaimSources } from './claim-sources';
import { AWARD_PATTERNS, CREDENTIAL_PENDING, CREDENTIAL_WORDS } from './claim-tables';
import { clauseAround, knownToken } from './claim-words';
import { degreeClaims } from './read-degrees';

/** Words that claim a credential with the name beside them. */
const CREDENTIAL_MARK =
  /\b(?:certified|licensed|registered|chartered|board[- ]certified|certification|certificate|license|licence|credential)\b/gi;

/** The name a credential word stands beside: 'CMSRN certified', 'Certified Medical Assistant (CMA)'. */
function credentialName(line: string, at: number, end: number): string[] {
  const before =
    /((?:\p{Lu}[\p{L}\p{N}&+-]*\s+){1,4})$/u.exec(line.slice(Math.max(0, at - 60), at))?.[1] ?? '';
  const after =
    /^\s+(?:in\s+|as\s+an?\s+|by\s+the\s+)?((?:\p{Lu}[\p{L}\p{N}&+-]*\s*){1,5}(?:\([A-Z]{2,8}\))?)/u.exec(
      line.slice(end),
    )?.[1] ?? '';
  return [before.trim(), after.trim()].filter((name) => name.length > 1);
}

export function judgeCredentials(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  // A degree at a level the sources do not show ('MBA', "Master's" for a Bachelor's, 'BS/MS' for a BS,
  // 'BSN-prepared' while the BSN is in progress). A high school diploma spelled out is no claim beyond
  // the school the resume lists.
  for (const degree of degreeClaims(line)) {
    if (degree.level < 2 || sources.degreeLevels.has(degree.level)) continue;
    if (CREDENTIAL_PENDING.test(clauseAround(line, degree.start, degree.start + degree.text.length)))
      continue;
    flags.push(
      flag(
        'credential',
        degree.text.trim(),
        degree.start,
        CLAIM_REASONS.degree(degree.text.trim(), sources.degreeLevel),
      ),
    );
  }
  for (const match of line.matchAll(CREDENTIAL_MARK)) {
    // 'pursuing the CMSRN', 'working toward CPA licensure': said as not held, no claim.
    if (CREDENTIAL_PENDING.test(clauseAround(line, match.index, match.index + match[0].length))) continue;
    const names = credentialName(line, match.index, match.index + match[0].length);
    if (names.length === 0 && /^(?:certificat|licen|credential)/i.test(match[0])) continue;
    const candidates = names.map((name) =>
      plainTokens(name).filter((token) => !CREDENTIAL_WORDS.test(token)),
    );
    // 'Certified Clinical Medical Assistant' is the sources' 'CCMA'.
    const initials = names.map((name) =>
      `${match[0].charAt(0)}${plainTokens(name)
        .map((token) => token.charAt(0))
        .join('')}`.toLowerCase(),
    );
    const inLine = (source: string, tokens: readonly string[]) => {
      const have = new Set(plainTokens(source));
      return tokens.length > 0 && tokens.every((token) => have.has(token));
    };
    // Every name beside the word must be the sources': 'Advanced Certified Scrum Product Owner' is not
    // the sources' 'Certified Scrum Product Owner'.
    const heldName = (tokens: readonly string[], index: number) =>
      sources.evidenceLines.some(
        (source) =>
          (inLine(source, tokens) &&
            (CREDENTIAL_WORDS.test(source) || /^(?:certified|licensed|registered)$/i.test(match[0]))) ||
          ((initials[index] ?? '').length >= 3 && plainTokens(source).includes(initials[index] ?? '')),
      );
    const allHeld = candidates.every((tokens, index) => tokens.length === 0 || heldName(tokens, index));
    const mentioned = allHeld
      ? sources.evidenceLines.filter(
          (source) =>
            (candidates.some((tokens) => inLine(source, tokens)) &&
              (CREDENTIAL_WORDS.test(source) || /^(?:certified|licensed|registered)$/i.test(match[0]))) ||
            initials.some((item) => item.length >= 3 && plainTokens(source).includes(item)),
        )
      : [];
    if (mentioned.length > 0 && mentioned.every((source) => CREDENTIAL_PENDING.test(source))) {
      flags.push(flag('credential', match[0], match.index, CLAIM_REASONS.pending(match[0])));
      continue;
    }
    if (mentioned.length > 0) continue;
    if (names.length === 0 && sources.lowerText.includes(match[0].toLowerCase().slice(0, 6))) continue;
    const before = names[0] && line.slice(0, match.index).trimEnd().endsWith(names[0]) ? names[0] : '';
    const from = before ? line.lastIndexOf(before, match.index) : match.index;
    const text = line.slice(from, match.index + match[0].length);
    flags.push(flag('credential', text, from, CLAIM_REASONS.notInSources(text)));
  }
  return flags;
}

// Awards, honours, rankings, publications and patents.

export function judgeAwards(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  for (const pattern of AWARD_PATTERNS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const inSources = sources.evidenceLines.some((source) => pattern.test(source));
    // The award's own words (capitalised around it) must be the sources' too.
    const lead = /(?:\p{Lu}[\p{L}'’-]*\s+)+$/u.exec(line.slice(0, match.index));
    const from = lead ? lead.index : match.index;
    const tail = /^[^,.;()]*/.exec(line.slice(match.index + match[0].length))?.[0] ?? '';
    const to =
      match.index +
      match[0].length +
      (/^\s+(?:\d{4}|\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*)*)/u.exec(tail)?.[0].length ?? 0);
    const text = line.slice(from, to).trim();
    const own = plainTokens(text).filter(
      (token) => token.length > 2 && !/^(?:the|and|for|award|awarded|awards|year|month)$/.test(token),
    );
    if (inSources && own.every((token) => knownToken(token, sources))) continue;
    flags.push(flag('award', text, from, CLAIM_REASONS.award(text)));
  }
  return flags;
}
