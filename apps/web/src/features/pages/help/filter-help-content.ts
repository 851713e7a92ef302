import type { Translate } from '@resumeloop/i18n';

/**
 * Help-page search: pure functions, no React. An item matches when every word of the query occurs
 * somewhere in its searchable text (topic title and description, FAQ question and answer), ignoring
 * case and accents.
 */

type SearchableTopic = { title: string; description: string };
type SearchableFaq = { question: string; answer: string };

export type HelpSearchResult<T, F> = {
  topics: T[];
  faqs: F[];
  /** Topics plus FAQs that matched. */
  total: number;
  /** True when the query had no words, so everything is shown. */
  isEmptyQuery: boolean;
};

/** Lower case, accents removed: "Résumé" and "resume" compare equal. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The query's words, normalized; punctuation around a word ("password?") is dropped. */
export function searchTerms(query: string): string[] {
  return normalize(query)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
}

/** True when every term occurs in at least one of the fields (an empty term list matches everything). */
export function matchesAllTerms(fields: readonly string[], terms: readonly string[]): boolean {
  const haystack = normalize(fields.join('\n'));
  return terms.every((term) => haystack.includes(term));
}

export function filterHelpContent<T extends SearchableTopic, F extends SearchableFaq>(
  content: { topics: readonly T[]; faqs: readonly F[] },
  query: string,
): HelpSearchResult<T, F> {
  const terms = searchTerms(query);
  const topics = content.topics.filter((topic) => matchesAllTerms([topic.title, topic.description], terms));
  const faqs = content.faqs.filter((faq) => matchesAllTerms([faq.question, faq.answer], terms));
  return { topics, faqs, total: topics.length + faqs.length, isEmptyQuery: terms.length === 0 };
}

/** The sentence the live region announces after each change of the query, in the reader's language. */
export function describeResult(
  result: HelpSearchResult<unknown, unknown>,
  query: string,
  t: Translate,
): string {
  const counts = { topics: result.topics.length, questions: result.faqs.length };
  if (result.isEmptyQuery) return t('pages.help.search.all', counts);
  if (result.total === 0) return t('pages.help.search.none', { query: query.trim() });
  return t('pages.help.search.found', { ...counts, total: result.total, query: query.trim() });
}
