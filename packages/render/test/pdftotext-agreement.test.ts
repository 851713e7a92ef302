/** poppler's pdftotext reads our PDFs in the same order as pdf.js: the same lines, in the same sequence. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseResume } from '@resumeloop/engine';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../src/extract-pdf-text';
import { loadFonts } from '../src/load-fonts';
import { renderPdf } from '../src/render-pdf';
import type { RenderableResume, TemplateName } from '../src/types';
import { corpusResumes, sampleResume } from './fixtures';

const PDFTOTEXT = '/usr/bin/pdftotext';
const present = existsSync(PDFTOTEXT);
if (!present && process.env.CI === 'true')
  throw new Error(`${PDFTOTEXT} is required in CI (apt-get install poppler-utils).`);
if (!present)
  console.warn(`Skipping the pdftotext comparison: ${PDFTOTEXT} is missing (apt-get install poppler-utils).`);

const TEMPLATE_NAMES: TemplateName[] = ['classic', 'modern', 'compact'];
const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);

/**
 * pdftotext joins a line ending in a hyphen to the next and drops the hyphen, taking it for a word
 * broken in two. The renderer never breaks a line after a hyphen, but a resume's own line may end in one
 * ('scores for 2013-'), so pdf.js's lines are joined the same way before comparing.
 */
function dehyphenate(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1) ?? '';
    if (previous.endsWith('-')) joined[joined.length - 1] = `${previous.slice(0, -1)}${line}`;
    else joined.push(line);
  }
  return joined;
}

describe.skipIf(!present)('pdftotext and pdf.js', () => {
  const fonts = loadFonts();
  const resumes: Array<[string, RenderableResume]> = [
    ['sample', sampleResume()],
    ...corpusResumes().map((item): [string, RenderableResume] => [item.file, parseResume(item.text)]),
  ];

  describe.each(TEMPLATE_NAMES)('%s', (template) => {
    it.each(resumes)('read the same lines in the same order (%s)', async (name, resume) => {
      const { pdf } = await renderPdf(resume, { template, pageSize: 'a4', fonts });
      const poppler = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
      const pdfjs = await extractPdfText(pdf, { joinWrappedLines: false });
      expect({ name, lines: lines(poppler) }).toEqual({ name, lines: dehyphenate(lines(pdfjs)) });
    });
  });
});
