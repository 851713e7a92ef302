import { createTranslate } from '@resumeloop/i18n';
import enUS from '@resumeloop/i18n/catalogues/en-US/web';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../lib/format/formatters';
import { describeResult, filterHelpContent, matchesAllTerms, searchTerms } from './filter-help-content';
import { FAQS, helpContentIn, SUPPORT_TOPICS } from './help-content';

const t = createTranslate('en-US', enUS);
const format = formattersFor({ locale: 'en-US', timeZone: 'UTC' });
const content = helpContentIn(t, (points) => format.percent(points));

const topics = [
  { id: 'a', title: 'Account Management', description: 'Change your password in Settings.' },
  { id: 'b', title: 'Résumé Analysis', description: 'Seven weighted categories.' },
];
const faqs = [
  { id: 'x', question: 'How do I sign in?', answer: 'Use your email and password, or Google.' },
  { id: 'y', question: 'Which formats can I upload?', answer: 'PDF, DOC, DOCX or TXT up to 10 MB.' },
  { id: 'z', question: 'How is my score calculated?', answer: 'Seven categories, weighted.' },
];

describe('searchTerms', () => {
  it('splits on whitespace, lower-cases and drops surrounding punctuation', () => {
    expect(searchTerms('  Reset   PASSWORD? ')).toEqual(['reset', 'password']);
  });

  it('returns no terms for a blank query or lone punctuation', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(' & ? ')).toEqual([]);
  });

  it('removes accents', () => {
    expect(searchTerms('Résumé')).toEqual(['resume']);
  });
});

describe('matchesAllTerms', () => {
  it('needs every term, each in any field', () => {
    expect(matchesAllTerms(['How do I sign in?', 'email and password'], ['sign', 'password'])).toBe(true);
    expect(matchesAllTerms(['How do I sign in?', 'email and password'], ['sign', 'linkedin'])).toBe(false);
  });

  it('matches everything when there are no terms', () => {
    expect(matchesAllTerms(['anything'], [])).toBe(true);
  });
});

describe('filterHelpContent', () => {
  it('returns everything for an empty query', () => {
    const result = filterHelpContent({ topics, faqs }, '   ');
    expect(result.topics).toEqual(topics);
    expect(result.faqs).toEqual(faqs);
    expect(result.total).toBe(5);
    expect(result.isEmptyQuery).toBe(true);
  });

  it('is case-insensitive and searches title, description, question and answer', () => {
    const result = filterHelpContent({ topics, faqs }, 'PassWord');
    expect(result.topics.map((topic) => topic.id)).toEqual(['a']);
    expect(result.faqs.map((faq) => faq.id)).toEqual(['x']);
    expect(result.total).toBe(2);
    expect(result.isEmptyQuery).toBe(false);
  });

  it('requires all words of the query, in any order', () => {
    expect(filterHelpContent({ topics, faqs }, 'weighted seven').faqs.map((faq) => faq.id)).toEqual(['z']);
    expect(filterHelpContent({ topics, faqs }, 'seven linkedin').total).toBe(0);
  });

  it('ignores accents on either side', () => {
    expect(filterHelpContent({ topics, faqs }, 'resume').topics.map((topic) => topic.id)).toEqual(['b']);
    expect(filterHelpContent({ topics, faqs }, 'Résumé').topics.map((topic) => topic.id)).toEqual(['b']);
  });

  it('finds nothing for a nonsense query', () => {
    const result = filterHelpContent({ topics, faqs }, 'qwzxv');
    expect(result).toEqual({ topics: [], faqs: [], total: 0, isEmptyQuery: false });
  });

  it('works on the real help content', () => {
    const result = filterHelpContent(content, 'password');
    expect(result.topics.map((topic) => topic.title)).toEqual(['Account Management']);
    expect(result.faqs.map((faq) => faq.id)).toEqual(['account']);
  });
});

describe('describeResult', () => {
  it('describes an empty query, matches and no matches', () => {
    expect(describeResult(filterHelpContent({ topics, faqs }, ''), '', t)).toBe(
      'Showing all 2 topics and 3 questions.',
    );
    expect(describeResult(filterHelpContent({ topics, faqs }, 'password'), ' password ', t)).toBe(
      '2 results for “password”: 1 topic and 1 question.',
    );
    expect(describeResult(filterHelpContent({ topics, faqs }, 'qwzxv'), 'qwzxv', t)).toBe(
      'No results for “qwzxv”.',
    );
  });
});

describe('help content', () => {
  it('has the six topics and eight FAQs with unique ids', () => {
    expect(content.topics.map((topic) => topic.title)).toEqual([
      'Getting Started',
      'Resume Analysis',
      'ATS Optimization',
      'Account Management',
      'Privacy & Security',
      'Technical Support',
    ]);
    expect(SUPPORT_TOPICS).toHaveLength(6);
    expect(FAQS).toHaveLength(8);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(8);
  });

  it('states the seven score weights', () => {
    const score = content.faqs.find((faq) => faq.id === 'score');
    expect(score?.answer).toContain('Content Impact 25%, Tailoring 20%, Formatting 15%, ATS Compliance 15%');
    expect(score?.answer).toContain('Professionalism 5%');
  });
});
