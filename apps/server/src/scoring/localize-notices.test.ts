import { loadTranslators } from '@resumeloop/i18n';
import { limitAnswers, limitTexts } from '@resumeloop/usecases';
import { describe, expect, it } from 'vitest';
import { localizeNotice } from './localize-notices';
import { WRITER_NOTICES } from './service';

describe('localizeNotice', () => {
  it('reads the notices of a cut text back in every language, en-US as they were written', async () => {
    const translators = await loadTranslators();
    const notices = [
      ...limitTexts('x'.repeat(20_000), 'y'.repeat(20_000)).notices,
      ...limitAnswers(['z'.repeat(5_000)]).notices,
    ];
    expect(notices).toHaveLength(3);
    for (const notice of notices) expect(localizeNotice(notice, translators['en-US'])).toBe(notice);
    const german = notices.map((notice) => localizeNotice(notice, translators['de-DE']));
    expect(german[0]).toMatch(/^Ihr Lebenslauf war länger als 8\.000 Zeichen/);
    expect(german[1]).toMatch(/^Die Stellenbeschreibung war länger als 10\.000 Zeichen/);
    expect(german[2]).toMatch(/^Antwort 1 war länger als/);
  });

  it("reads the writer's notices in every language, and leaves a sentence it does not know as it is", async () => {
    const translators = await loadTranslators();
    for (const notice of Object.values(WRITER_NOTICES)) {
      expect(localizeNotice(notice, translators['en-US'])).toBe(notice);
      expect(localizeNotice(notice, translators['fr-FR'])).not.toBe(notice);
    }
    expect(localizeNotice('Something else entirely.', translators['es-ES'])).toBe('Something else entirely.');
  });
});
