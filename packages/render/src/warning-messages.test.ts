import type { MessageId } from '@resumeloop/i18n';
import { loadTranslators } from '@resumeloop/i18n/translate';
import { describe, expect, it } from 'vitest';
import { sampleResume } from '../test/fixtures';
import { layoutResume } from './layout-resume';
import { loadFonts } from './load-fonts';
import type { LayoutReport, RenderableResume, RenderOptions } from './types';

const options: RenderOptions = {
  template: 'classic',
  pageSize: 'letter',
  fonts: loadFonts(),
  yearsOfExperience: 3,
};

const LONG_BULLET =
  'Coordinated the relocation of the head office across town, including movers, furniture, network cabling, phone lines, security badges and a weekend of unpacking for forty-two staff members and three departments';

/** The sample with nearly every warning: no email or phone, an empty section, long bullets, two date styles, two pages. */
function troubledResume(): RenderableResume {
  const resume = sampleResume();
  resume.contact.email = '';
  resume.contact.phone = '';
  const experience = resume.sections.find((section) => section.type === 'experience');
  if (!experience) throw new Error('The sample has an experience section.');
  const [first, second] = experience.entries;
  if (!first || !second) throw new Error('The sample has two entries.');
  first.bullets.push(
    { id: 'l1', text: LONG_BULLET, original_char: '•' },
    { id: 'l2', text: LONG_BULLET, original_char: '•' },
  );
  experience.entries = [
    first,
    second,
    ...Array.from({ length: 8 }, (_, copy) => ({ ...second, id: `copy-${copy}`, dates: '03/2012 - 2015' })),
  ];
  resume.sections.push(
    {
      id: 'empty',
      title: 'Projects',
      type: 'projects',
      visible: true,
      order: 50,
      content_lines: [],
      bullets: [],
      entries: [],
    },
    {
      id: 'untitled',
      title: ' ',
      type: 'general',
      visible: true,
      order: 51,
      content_lines: [],
      bullets: [],
      entries: [],
    },
  );
  return resume;
}

const formatted = (report: LayoutReport, translate: (id: MessageId, values?: never) => string) =>
  report.warning_refs.map((ref) => translate(ref.id, ref.values as never));

describe('layout warnings as messages of the catalogue', () => {
  it('carries one reference beside each English text, and the en-US catalogue formats it to that text', async () => {
    const report = layoutResume(troubledResume(), options);
    const ids = report.warning_refs.map((ref) => ref.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'pdf.warning.pageCountForExperience',
        'pdf.warning.missingEmail',
        'pdf.warning.missingPhone',
        'pdf.warning.emptySection',
        'pdf.warning.emptyUntitledSection',
        'pdf.warning.longBullets',
        'pdf.warning.mixedDateFormats',
      ]),
    );
    expect(report.warning_refs).toHaveLength(report.warnings.length);
    const translators = await loadTranslators();
    expect(formatted(report, translators['en-US'])).toEqual(report.warnings);
    expect(report.warnings).toContain("The section 'Untitled' is empty; add to it or hide it.");
    expect(report.warnings).toContain(
      "2 bullets run over 2 lines; shorten them, starting with 'Coordinated the relocation of the head o…'.",
    );
  });

  it('reads in German, Spanish and French from the same references, quoting the resume as written', async () => {
    const report = layoutResume(troubledResume(), options);
    const translators = await loadTranslators();
    const german = formatted(report, translators['de-DE']);
    expect(german).toContain('Der Abschnitt „Projects“ ist leer; ergänzen Sie ihn oder blenden Sie ihn aus.');
    expect(german).toContain(
      '2 Stichpunkte sind länger als 2 Zeilen; kürzen Sie sie, beginnend mit „Coordinated the relocation of the head o…“.',
    );
    expect(german).toContain('Fügen Sie eine Telefonnummer hinzu, damit Arbeitgeber Sie erreichen können.');
    expect(german.find((text) => text.startsWith('Ihr Lebenslauf umfasst'))).toMatch(
      /^Ihr Lebenslauf umfasst \d Seiten; mit weniger als 5 Jahren Berufserfahrung/,
    );
    const spanish = formatted(report, translators['es-ES']);
    expect(spanish).toContain('La sección «Sin título» está vacía; añade contenido u ocúltala.');
    const french = formatted(report, translators['fr-FR']);
    expect(french.some((text) => text.startsWith('Les dates sont écrites dans des formats différents'))).toBe(
      true,
    );
    for (const texts of [german, spanish, french])
      for (const text of texts) expect(text).not.toMatch(/\{|\}|pdf\.warning/);
  });

  it('counts in the singular for one line and one bullet', async () => {
    const resume = sampleResume();
    const entry = resume.sections.find((section) => section.type === 'experience')?.entries[0];
    entry?.bullets.push({ id: 'l1', text: LONG_BULLET, original_char: '•' });
    const report = layoutResume(resume, options);
    expect(report.warnings).toEqual([
      "1 bullet runs over 2 lines; shorten them, starting with 'Coordinated the relocation of the head o…'.",
    ]);
    const translators = await loadTranslators();
    expect(formatted(report, translators['de-DE'])).toEqual([
      'Ein Stichpunkt ist länger als 2 Zeilen; kürzen Sie ihn: „Coordinated the relocation of the head o…“.',
    ]);
  });
});
