/**
 * Sources read once, extended: values the engine computed from them or the user affirmed since ('8'
 * years counted from the dates, 'Power BI') added as evidence to every look-up of the sources, without
 * reading the resume and the answers again.
 */

import { plainTokens } from '../text/normalize-text';
import { type ClaimSources, stemOf } from './claim-sources';
import { readFigures } from './read-figures';
import { heldDegreeLevels, initialsOf, skillIdsOf } from './read-source-lines';

/**
 * The sources with values the engine computed or the user affirmed added as evidence ('8' years counted
 * from the dates, 'Power BI' affirmed): what readClaimSources would give with them among its
 * derivations, without reading the resume and the answers again.
 */
export function extendClaimSources(sources: ClaimSources, values: readonly string[]): ClaimSources {
  const added = values.filter((value) => value.trim().length > 0);
  if (added.length === 0) return sources;
  const text = added.join('\n');
  const tokens = plainTokens(text);
  const offset = sources.lowerText.length + 1;
  const figures = readFigures(text).map((figure) => ({
    ...figure,
    start: figure.start + offset,
    end: figure.end + offset,
  }));
  const skills = new Set([...sources.skills, ...added.flatMap(skillIdsOf)]);
  const denied = new Map(sources.denied);
  for (const id of skills) denied.delete(id);
  const stems = tokens.map(stemOf);
  return {
    ...sources,
    lines: [...sources.lines, ...added],
    evidenceLines: [...sources.evidenceLines, ...added],
    lowerText: `${sources.lowerText}\n${text.toLowerCase()}`,
    tokens: new Set([...sources.tokens, ...tokens]),
    stems: new Set([...sources.stems, ...stems]),
    prefixes: new Set([
      ...sources.prefixes,
      ...stems.filter((stem) => stem.length >= 6).map((stem) => stem.slice(0, 6)),
    ]),
    tokenStream: `${sources.tokenStream}${tokens.join(' ')} `,
    evidenceStream: `${sources.evidenceStream}${tokens.join(' ')} `,
    evidenceStems: new Set([...sources.evidenceStems, ...stems]),
    evidenceTokens: new Set([...sources.evidenceTokens, ...tokens]),
    evidenceStemStream: `${sources.evidenceStemStream}${stems.join(' ')} `,
    evidencePrefixStream: `${sources.evidencePrefixStream}${stems.map((stem) => stem.slice(0, 6)).join(' ')} `,
    initials: new Set([...sources.initials, ...added.flatMap(initialsOf)]),
    acronyms: new Set([
      ...sources.acronyms,
      ...(text.match(/\b[A-Z][A-Z&]{1,7}\b/g) ?? []).map((word) => word.toLowerCase().replace(/&/g, '')),
    ]),
    figures: [...sources.figures, ...figures],
    statedYears: new Set([
      ...sources.statedYears,
      ...figures.filter((figure) => figure.unitWord.startsWith('year')).map((figure) => figure.value),
    ]),
    skills,
    denied,
    degreeLevel: Math.max(sources.degreeLevel, ...added.flatMap(heldDegreeLevels)),
  };
}
