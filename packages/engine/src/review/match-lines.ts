/**
 * How alike two lines of a resume are, by their content words (each as the first six letters of its stem,
 * so 'operator' and 'operated' meet): shared words, or how much of one the other keeps. Also the pairing
 * of two lists by such a score, best pairs first, which every step of aligning a rewrite uses.
 */
import { plainTokens, squash } from '../text/normalize-text';
import { stemOf } from './claim-sources';

/** Words that carry no content of a line. */
const STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be it its this that these those i we my our me us their they them into over per via using than then also about around help helped helping assist assisted assisting support supported work worked working responsible duties duty participate participated contribute contributed various'.split(
    ' ',
  ),
);

/** A line's content words, each as the first six letters of its stem ('operator' and 'operated' meet). */
export function tokensOf(text: string): Set<string> {
  return new Set(
    plainTokens(text)
      .filter((token) => token.length > 2 && !STOP.has(token))
      .map((token) => stemOf(token).slice(0, 6)),
  );
}

/** How alike two lines are: their shared words, or how much of the original the rewrite keeps. */
export function likeness(original: Set<string>, rewrite: Set<string>): number {
  return Math.max(similarity(original, rewrite), 0.85 * containment(original, rewrite));
}

/** Dice similarity of two texts' content words (stems). */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** How much of `part` is in `whole`. */
export function containment(part: Set<string>, whole: Set<string>): number {
  if (part.size === 0) return 0;
  let shared = 0;
  for (const token of part) if (whole.has(token)) shared += 1;
  return shared / part.size;
}

export const same = (a: string, b: string) => squash(a) === squash(b);
export const sameLoose = (a: string, b: string) =>
  plainTokens(a).join(' ') === plainTokens(b).join(' ') &&
  squash(a).toLowerCase() === squash(b).toLowerCase();

/** Pairs two lists by a score, best first, each item at most once; pairs under `floor` are left. */
export function pairBy<A, B>(
  left: readonly A[],
  right: readonly B[],
  score: (a: A, b: B) => number,
  floor: number,
): Array<[number, number]> {
  const candidates: Array<[number, number, number]> = [];
  left.forEach((a, i) => {
    right.forEach((b, j) => {
      const value = score(a, b);
      if (value >= floor) candidates.push([value, i, j]);
    });
  });
  candidates.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedLeft = new Set<number>();
  const usedRight = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const [, i, j] of candidates) {
    if (usedLeft.has(i) || usedRight.has(j)) continue;
    usedLeft.add(i);
    usedRight.add(j);
    pairs.push([i, j]);
  }
  return pairs;
}
