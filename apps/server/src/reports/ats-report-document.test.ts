import { loadTranslators } from '@resumeloop/i18n/translate';
import { describe, expect, it } from 'vitest';
import { atsReportFileName } from './ats-report-document';

describe('atsReportFileName', () => {
  it('names the download from the job title and the session date, in ASCII', () => {
    const createdAt = new Date('2026-10-15T22:30:00Z');
    expect(atsReportFileName({ jobTitle: 'Senior Data Analyst', createdAt })).toBe(
      'ats-report-senior-data-analyst-2026-10-15.pdf',
    );
    expect(atsReportFileName({ jobTitle: 'Ingénieure Qualité / R&D', createdAt })).toBe(
      'ats-report-ingenieure-qualite-r-d-2026-10-15.pdf',
    );
    expect(atsReportFileName({ jobTitle: '  ', createdAt })).toBe('ats-report-2026-10-15.pdf');
    expect(atsReportFileName({ jobTitle: '"; rm -rf', createdAt })).toBe('ats-report-rm-rf-2026-10-15.pdf');
  });

  it('has the report words in every language', async () => {
    const translators = await loadTranslators();
    for (const translate of Object.values(translators)) {
      expect(translate('report.page', { page: 1, pages: 3 })).toMatch(/1.*3/);
    }
  });
});
