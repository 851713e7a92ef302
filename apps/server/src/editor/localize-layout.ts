/**
 * The editor's layout warnings in the reader's language: formatted from the message references the render
 * package gives beside its English sentences (`warning_refs`), with the request's translator. A warning
 * without a reference keeps its English text.
 */
import type { EditorDocument, LayoutReport } from '@resumeloop/contracts/editor';
import type { Translate } from '@resumeloop/i18n';
import { AppError, isMessageId } from '../errors';

/** A layout report (or a document holding one) with its warnings in `translate`'s language. */
export function localizeLayout<Report extends LayoutReport>(report: Report, translate: Translate): Report {
  const refs = report.warning_refs;
  if (!refs || refs.length !== report.warnings.length) return report;
  return {
    ...report,
    warnings: report.warnings.map((warning, index) => {
      const ref = refs[index];
      return ref && isMessageId(ref.id) ? translate(ref.id, ref.values) : warning;
    }),
  };
}

const isDocument = (value: unknown): value is EditorDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as EditorDocument).warnings);

/**
 * The document a 412 edit conflict carries (`current`), in `translate`'s language too; any other error
 * is left as it is.
 */
export function localizeConflict(error: unknown, translate: Translate): void {
  if (!(error instanceof AppError) || error.code !== 'edit_conflict' || !error.extra) return;
  const { current } = error.extra;
  if (isDocument(current)) error.extra.current = localizeLayout(current, translate);
}
