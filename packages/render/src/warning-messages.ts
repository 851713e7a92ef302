/**
 * The layout warnings as messages of the catalogue (@resumeloop/i18n, area `pdf`, ids `pdf.warning.*`):
 * each warning is a reference, an id and its values, and its English text formatted here from the en-US
 * catalogue. The server formats the reference in the request's language, the web app in the page's.
 */
import pdfEnUS from '@resumeloop/i18n/catalogues/en-US/pdf.json';
import { createTranslate } from '@resumeloop/i18n/translate';

/** An id of a layout warning's message. */
export type WarningId = Extract<keyof typeof pdfEnUS, `pdf.warning.${string}`>;

/** A value of a warning's message: a number (a count, a page) or words quoted from the resume. */
export type WarningValue = string | number;

/** A layout warning's message and its values, to format in whichever language the reader has. */
export interface WarningRef {
  id: WarningId;
  values?: Readonly<Record<string, WarningValue>>;
}

/** One warning: its text in English (what the report's `warnings` hold) and its reference. */
export interface LayoutWarning {
  text: string;
  ref: WarningRef;
}

const translateEnglish = createTranslate('en-US', pdfEnUS);

/** A warning of `id` with these values: its reference, and its English text from the en-US catalogue. */
export function layoutWarning(id: WarningId, values?: Record<string, WarningValue>): LayoutWarning {
  const ref: WarningRef = values ? { id, values } : { id };
  return { text: translateEnglish(id, values), ref };
}
