import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    ['Managed a team of six analysts and led the migration of the reporting stack to Snowflake.', 'en'],
    [
      'Gestioné un equipo de seis analistas y lideré la migración de los informes a Snowflake con éxito.',
      'es',
    ],
    [
      "J'ai géré une équipe de six analystes et piloté la migration des rapports vers Snowflake pour le groupe.",
      'fr',
    ],
    [
      'Leitung eines Teams von sechs Analysten und Migration der Berichte auf Snowflake für die Gruppe.',
      'de',
    ],
  ])('%s', (text, language) => {
    const found = detectLanguage(text);
    expect(found.language).toBe(language);
    expect(found.confidence).toBeGreaterThan(0.5);
  });

  it('reads a bare list as English with no confidence', () => {
    expect(detectLanguage('Python, SQL, Tableau')).toEqual({ language: 'en', confidence: 0, evidence: 0 });
  });
});
