import { LIMITS } from '@resumeloop/contracts/scoring-constants';
import { SCORE_CATEGORIES } from '@resumeloop/engine';
import type { MessageId, MessageValues, Translate } from '@resumeloop/i18n';
import { FileSearch, type LucideIcon, Rocket, ShieldCheck, Target, UserCog, Wrench } from 'lucide-react';
import { SCORE_CATEGORY_LABELS } from '../score-category-labels';

/** SPEC §3: a support topic card, by the ids of its texts. */
export type SupportTopic = {
  id: string;
  title: MessageId;
  description: MessageId;
  icon: LucideIcon;
};

/**
 * SPEC §3: one question of the FAQ accordion, by the ids of its texts. The answer's values are its fixed
 * facts; the score weights, written in the reader's language, are added by `helpContentIn`.
 */
export type FaqItem = {
  id: string;
  question: MessageId;
  answer: MessageId;
  values?: MessageValues;
};

export type QuickTip = {
  title: MessageId;
  text: MessageId;
};

export const SUPPORT_TOPICS: readonly SupportTopic[] = [
  {
    id: 'getting-started',
    title: 'pages.help.topic.gettingStarted.title',
    description: 'pages.help.topic.gettingStarted.description',
    icon: Rocket,
  },
  {
    id: 'resume-analysis',
    title: 'pages.help.topic.resumeAnalysis.title',
    description: 'pages.help.topic.resumeAnalysis.description',
    icon: FileSearch,
  },
  {
    id: 'ats-optimization',
    title: 'pages.help.topic.atsOptimization.title',
    description: 'pages.help.topic.atsOptimization.description',
    icon: Target,
  },
  {
    id: 'account-management',
    title: 'pages.help.topic.accountManagement.title',
    description: 'pages.help.topic.accountManagement.description',
    icon: UserCog,
  },
  {
    id: 'privacy-security',
    title: 'pages.help.topic.privacySecurity.title',
    description: 'pages.help.topic.privacySecurity.description',
    icon: ShieldCheck,
  },
  {
    id: 'technical-support',
    title: 'pages.help.topic.technicalSupport.title',
    description: 'pages.help.topic.technicalSupport.description',
    icon: Wrench,
  },
];

export const FAQS: readonly FaqItem[] = [
  {
    id: 'how-it-works',
    question: 'pages.help.faq.howItWorks.question',
    answer: 'pages.help.faq.howItWorks.answer',
  },
  {
    id: 'formats-and-limits',
    question: 'pages.help.faq.formatsAndLimits.question',
    answer: 'pages.help.faq.formatsAndLimits.answer',
    values: { resumeLimit: LIMITS.resumeText, jobLimit: LIMITS.jobDescription },
  },
  {
    id: 'score',
    question: 'pages.help.faq.score.question',
    answer: 'pages.help.faq.score.answer',
  },
  {
    id: 'answers',
    question: 'pages.help.faq.answers.question',
    answer: 'pages.help.faq.answers.answer',
    values: { answerLimit: LIMITS.answer, answersLimit: LIMITS.answersTotal },
  },
  {
    id: 'no-invented-facts',
    question: 'pages.help.faq.noInventedFacts.question',
    answer: 'pages.help.faq.noInventedFacts.answer',
  },
  {
    id: 'account',
    question: 'pages.help.faq.account.question',
    answer: 'pages.help.faq.account.answer',
  },
  {
    id: 'pdf-export',
    question: 'pages.help.faq.pdfExport.question',
    answer: 'pages.help.faq.pdfExport.answer',
  },
  {
    id: 'data',
    question: 'pages.help.faq.data.question',
    answer: 'pages.help.faq.data.answer',
  },
];

export const QUICK_TIPS: readonly QuickTip[] = [
  { title: 'pages.help.tips.wholeJob.title', text: 'pages.help.tips.wholeJob.text' },
  { title: 'pages.help.tips.specifics.title', text: 'pages.help.tips.specifics.text' },
  { title: 'pages.help.tips.headings.title', text: 'pages.help.tips.headings.text' },
  { title: 'pages.help.tips.review.title', text: 'pages.help.tips.review.text' },
];

/** A topic as the page shows and searches it: its texts in the reader's language. */
export type ShownTopic = Omit<SupportTopic, 'title' | 'description'> & { title: string; description: string };
/** A question as the page shows and searches it: its texts in the reader's language. */
export type ShownFaq = { id: string; question: string; answer: string };

/**
 * The topics and questions in the reader's language, for showing and for the search (which then finds
 * what the reader reads). `percent` writes a weight such as 25 as the language does ("25%", "25 %").
 */
export function helpContentIn(
  t: Translate,
  percent: (points: number) => string,
): { topics: ShownTopic[]; faqs: ShownFaq[] } {
  const weights = [...SCORE_CATEGORIES]
    .sort((a, b) => b.weight - a.weight)
    .map((category) =>
      t('pages.help.faq.score.weight', {
        category: t(SCORE_CATEGORY_LABELS[category.id]),
        weight: percent(category.weight),
      }),
    )
    .join(', ');
  return {
    topics: SUPPORT_TOPICS.map((topic) => ({
      ...topic,
      title: t(topic.title),
      description: t(topic.description),
    })),
    faqs: FAQS.map((faq) => ({
      id: faq.id,
      question: t(faq.question),
      answer: t(faq.answer, { weights, ...faq.values }),
    })),
  };
}
