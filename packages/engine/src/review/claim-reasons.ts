/**
 * Why a claim is flagged, in words the user understands: one table, so that every writer's change is
 * explained the same way. Each reason is a message of the catalogue's `checks` area (`checks.claim.*`),
 * carried as a reference beside its English text (claim-flag.ts), and formatted by the server in the
 * reader's language.
 */
import { type TextId, type TextRef, textRef } from '../messages/text-ref';

/** The degree levels of claim-sources' `degreeLevel`, as the message's select keys. */
const DEGREE_KEYS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;

const claim = (key: string, values?: Record<string, string | number>): TextRef =>
  textRef(`checks.claim.${key}` as TextId, values);

export const CLAIM_REASONS = {
  numberNew: (span: string) => claim('number_new', { span }),
  numberDiffers: (span: string, source: string) => claim('number_differs', { span, source }),
  direction: (span: string, direction: 'up' | 'down') => claim('direction', { span, direction }),
  yearNotInSources: (span: string) => claim('year_not_in_sources', { span }),
  years: (span: string, years: number) => claim('years', { span, years }),
  dates: (span: string, original: string) =>
    original ? claim('dates.differ', { span, original }) : claim('dates.none', { span }),
  skillDenied: (span: string) => claim('skill_denied', { span }),
  credentialDenied: (span: string) => claim('credential_denied', { span }),
  jobOnly: (span: string) => claim('job_only', { span }),
  notInSources: (span: string) => claim('not_in_sources', { span }),
  degree: (span: string, level: number) => claim('degree', { span, degree: DEGREE_KEYS[level] ?? 'none' }),
  pending: (span: string) => claim('pending', { span }),
  title: (span: string, titles: readonly string[]) =>
    titles.length > 0
      ? claim('title.differ', { span, titles: titles.slice(0, 3).join('; ') })
      : claim('title.none', { span }),
  entryTitle: (span: string, original: string) => claim('entry_title', { span, original }),
  place: (span: string, original: string) =>
    original ? claim('place', { span, original }) : claim('not_in_sources', { span }),
  award: (span: string) => claim('award', { span }),
  scopeHelped: (span: string) => claim('scope_helped', { span }),
  scopeNew: (span: string) => claim('scope_new', { span }),
  someoneElse: (span: string, who: string) => claim('someone_else', { span, who: who.toLowerCase() }),
  contact: (span: string) => claim('contact', { span }),
  removed: claim('removed'),
  moved: (company: string) => claim('moved', { company }),
} as const;
