/**
 * A refinement's notices in the reader's language: what was cut to SPEC §9's limits, and why the
 * built-in writer answered for a language model. They are stored as en-US sentences (sessions saved
 * before there were languages hold the same sentences), so each is read back into its message: a cut
 * text by its form, a writer's notice by its en-US text; a sentence that is neither stays as stored.
 */
import type { MessageId, Translate } from '@resumeloop/i18n';
import { translateText } from '../i18n/texts';

/** 'Your resume was longer than 8,000 characters; only the first 8,000 were used.' and its kin. */
const TRUNCATED =
  /^(Your resume was|The job description was|Answer (\d+) was) longer than ([\d,]+) characters; only the first [\d,]+ were used\.$/;

/** One notice in the reader's language. */
export function localizeNotice(notice: string, translate: Translate): string {
  const cut = TRUNCATED.exec(notice);
  if (cut) {
    const limit = Number((cut[3] ?? '').replaceAll(',', ''));
    const id: MessageId = cut[2]
      ? 'errors.notice.truncated.answer'
      : cut[1] === 'Your resume was'
        ? 'errors.notice.truncated.resume'
        : 'errors.notice.truncated.job';
    return translate(id, { limit, number: Number(cut[2] ?? 0) });
  }
  return translateText(translate, notice);
}

/** Every notice in the reader's language. */
export function localizeNotices(notices: readonly string[], translate: Translate): string[] {
  return notices.map((notice) => localizeNotice(notice, translate));
}
