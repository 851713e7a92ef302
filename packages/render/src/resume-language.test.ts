import { analyze, DEFAULT_AS_OF, parseResume, refine } from '@resumeloop/engine';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPdfFacts } from '../test/pdf-reader';
import { extractPdfText } from './extract-pdf-text';
import { estimateYearsOfExperience } from './layout-warnings';
import { loadFonts } from './load-fonts';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import type { RenderableResume, RenderOptions } from './types';

const options: RenderOptions = { template: 'classic', pageSize: 'a4', fonts: loadFonts() };

const GERMAN_RESUME = `Anna Schneider
anna.schneider@web.de | +49 170 1234567 | München

BERUFSERFAHRUNG

Siemens AG, München
Softwareentwicklerin
März 2019 – heute
• Entwicklung von Microservices in Java und Spring Boot für die Fertigungssteuerung.
• Einführung automatisierter Tests, Fehlerquote um 30 % gesenkt.

SAP SE, Walldorf
Werkstudentin Softwareentwicklung
10/2016 – 02/2019
• Mitarbeit an einer internen Webanwendung mit Angular und TypeScript.

AUSBILDUNG
Master of Science Informatik – Technische Universität München, 2014 – 2019
`;

/** The German resume refined: its two ways of writing dates become one, the present in German. */
function refinedGerman(): RenderableResume {
  const analysis = analyze(
    {
      resumeText: GERMAN_RESUME,
      jobDescription: 'Softwareentwickler Java (m/w/d)',
      industry: 'Software Engineering',
    },
    { asOf: { year: 2026, month: 11 } },
  );
  return refine(
    analysis,
    analysis.questions.map(() => ''),
  ).resume;
}

/** The bytes of a PDF's objects outside its streams: where its catalogue names the document's language. */
const pdfSource = (pdf: Uint8Array): string => Buffer.from(pdf).toString('latin1');

describe("the words the render writes, in the resume's language", () => {
  it("prints a German resume's range to the present with the German word, never 'Present'", async () => {
    const resume = refinedGerman();
    expect(resume.language).toBe('de');
    const { pdf } = await renderPdf(resume, options);
    const text = await extractPdfText(pdf);
    expect(text).toMatch(/\b2019 – heute\b/);
    expect(text).not.toMatch(/Present|Current/i);
  });

  it("titles a German resume's PDF and Word file 'Lebenslauf' and tags the PDF as German", async () => {
    const parsed = parseResume(GERMAN_RESUME);
    const { pdf } = await renderPdf(parsed, options);
    expect((await readPdfFacts(pdf)).title).toBe('Anna Schneider – Lebenslauf');
    expect(pdfSource(pdf)).toContain('/Lang (de)');
    // The editor's copy carries no language field: the text tells.
    const { language: _recorded, ...editorCopy } = parsed;
    const again = await renderPdf(editorCopy, options);
    expect((await readPdfFacts(again.pdf)).title).toBe('Anna Schneider – Lebenslauf');
    const docx = unzipSync(await renderDocx(editorCopy, options));
    expect(strFromU8(docx['docProps/core.xml'] ?? new Uint8Array())).toContain(
      '<dc:title>Anna Schneider – Lebenslauf</dc:title>',
    );
    expect(strFromU8(docx['word/document.xml'] ?? new Uint8Array())).toContain('<w:lang w:val="de-DE"/>');
  });

  it("reads a German range to the present ('heute', 'seit') as running to today for the page-length warning", () => {
    // From the first role (10/2016) to today, not to the last year written (2019).
    const german = parseResume(GERMAN_RESUME);
    expect(estimateYearsOfExperience(german)).toBe(DEFAULT_AS_OF.year - 2016);
    const since = parseResume(GERMAN_RESUME.replace('März 2019 – heute', 'seit 2019'));
    expect(estimateYearsOfExperience(since)).toBe(DEFAULT_AS_OF.year - 2016);
  });

  it('keeps an English resume as it was: Resume, tagged en', async () => {
    const english = parseResume(
      'Maya Okafor\nmaya@example.com | (415) 555-0142\n\nExperience\nOperations Analyst\nContoso Foods, Portland, OR\nJun 2019 – Present\n• Built a weekly supplier scorecard for the buying team and the planners\n',
    );
    const { pdf } = await renderPdf(english, options);
    expect((await readPdfFacts(pdf)).title).toBe('Maya Okafor – Resume');
    expect(pdfSource(pdf)).toContain('/Lang (en)');
    expect(await extractPdfText(pdf)).toContain('Jun 2019 – Present');
  });
});
