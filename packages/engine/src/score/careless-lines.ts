/**
 * Lines written carelessly: a lower-case start, a word written twice in a row, a capital in the middle of
 * a word ('aP Statistics'). The clean sentences check counts them.
 */
import { words } from '../text/normalize-text';

/** Words allowed to start small or mix cases: product names ('iPhone', 'eBay') and units. */
const MIXED_CASE_WORDS =
  /^(?:i[A-Z][a-z]+|e[A-Z][a-z]+|iOS|macOS|tvOS|watchOS|jQuery|npm|pH|mL|mRNA|eCommerce|eLearning|k8s|vs\.?|e\.g\.|i\.e\.)$/;

/** Lines with a lower-case start, a word written twice in a row, or a capital in the wrong place. */
export function sloppyLines(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    const trimmed = line.trim();
    if (trimmed.length < 12) return false;
    const first = /^\S+/.exec(trimmed)?.[0] ?? '';
    if (/^[a-z]/.test(trimmed) && !MIXED_CASE_WORDS.test(first) && !/[@/]/.test(first)) return true;
    if (/\b(\w{2,})\s+\1\b/i.test(trimmed) && !/\b(that that|had had|very very)\b/i.test(trimmed))
      return true;
    return words(trimmed).some((word) => /^[a-z]+[A-Z]/.test(word) && !MIXED_CASE_WORDS.test(word));
  });
}
