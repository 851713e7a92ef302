/**
 * How much of one text another says: the content words they share, by stem and without the small words,
 * and their figures as written. With it the answer step reads which bullet a fact speaks of, and whether
 * the role says the fact already.
 */
import { stemOf } from '../../review/claim-sources';
import { plainTokens } from '../../text/normalize-text';

const STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be it its this that these those into over per via than then also about around when while where who what which there here they them will would can could just'.split(
    ' ',
  ),
);

export function contentStems(text: string): string[] {
  return plainTokens(text)
    .filter((token) => token.length > 2 && !STOP.has(token) && !/^\d/.test(token))
    .map((token) => stemOf(token).slice(0, 6));
}

/** How much of `part` is said in `whole`. */
export function covered(part: string, whole: string): number {
  const mine = contentStems(part);
  if (mine.length === 0) return 0;
  const theirs = new Set(contentStems(whole));
  return mine.filter((token) => theirs.has(token)).length / mine.length;
}

/** How many of `part`'s content words `whole` says. */
export function sharedStems(part: string, whole: string): number {
  const theirs = new Set(contentStems(whole));
  return new Set(contentStems(part).filter((token) => theirs.has(token))).size;
}

/** The figures of a text as written ('30%', '$1.2M', '6'). */
export function figures(text: string): string[] {
  return (
    text
      .match(/[$€£]?\d[\d,.]*(?:\s?(?:%|k\b|m\b|million|billion))?/gi)
      ?.map((figure) => figure.replace(/[.,]+$/, '')) ?? []
  );
}

/** Every figure of the fact is in these lines already: the fact adds nothing. Years say when, not how much. */
export function alreadySaid(text: string, lines: readonly string[]): boolean {
  const found = figures(text).filter((figure) => !/^(?:19|20)\d{2}$/.test(figure));
  if (found.length === 0) return false;
  // One line says it all: every figure with what it counts ('0 minutes of downtime' is not the '0' of
  // 'from 9 to 0'), and a word of the fact besides.
  return lines.some(
    (line) =>
      sharedStems(text, line) > 0 &&
      found.every((figure) => {
        const escaped = figure.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
        // '2-week externship' counts weeks, as '2 weeks' does.
        const counted = new RegExp(`${escaped}[\\s-]+([a-z][a-z-]+)`, 'i').exec(text)?.[1] ?? '';
        const unit =
          counted && !STOP.has(counted.toLowerCase())
            ? `[\\s-]+(?:\\S+\\s+){0,2}${stemOf(counted).slice(0, 4)}`
            : '';
        // '2' is not said by a range that starts at it ('2-3 a week').
        return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[-–]\\d)${unit}`, 'i').test(line);
      }),
  );
}

/** Money and counts as numbers: '$22k' and '$22,000' are one amount; '1.3M' is 1300000. */
export function amounts(text: string): number[] {
  return [...text.matchAll(/[$€£](\d[\d,]*(?:\.\d+)?)\s*([kmb])?\b/gi)].map(([, figure = '', scale = '']) => {
    const value = Number(figure.replace(/,/g, ''));
    const times = { k: 1e3, m: 1e6, b: 1e9 }[scale.toLowerCase() as 'k' | 'm' | 'b'] ?? 1;
    return Math.round(value * times);
  });
}

/** A figure that counts something (money, a share, two digits or more), not a year. */
export function countsAmount(figure: string): boolean {
  return /[$€£%]|\d{2}/.test(figure) && !/^(?:19|20)\d{2}$/.test(figure);
}
