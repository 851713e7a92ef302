import { describe, expect, it } from 'vitest';
import { englishText } from '../messages/text-ref';
import { languageMismatchWarning } from './language-mismatch';
import { scoreResume } from './score-resume';

const GERMAN_RESUME = `Thomas Müller
Elektroniker für Energie- und Gebäudetechnik
thomas.mueller@example.de | 0341 2233445 | Leipzig

Berufserfahrung

Elektromeister bei Elektro Schulze GmbH, Leipzig
06/2020 – heute
- Leitung eines Teams von sechs Monteuren auf den Baustellen im Wohnungsbau
- Planung und Kalkulation von Elektroinstallationen für die Kunden der Firma
- Abnahme der Anlagen mit dem Kunden und Dokumentation für den Betreiber

Elektroniker bei Stadtwerke Leipzig GmbH, Leipzig
09/2014 – 05/2020
- Wartung und Instandhaltung von Umspannwerken und Mittelspannungsanlagen
- Störungsbereitschaft im Schichtbetrieb und Prüfung der Anlagen nach DGUV V3

Ausbildung
2011 – 2014 Ausbildung zum Elektroniker, Berufsschule Leipzig

Kenntnisse
SPS-Programmierung, KNX, Photovoltaik, Schaltschrankbau`;

const ENGLISH_JOB = `Electrician

We are looking for a licensed electrician to join our team. You will install, maintain and repair
electrical systems in residential and commercial buildings, read blueprints and work with the site
managers on our projects across the region.

Requirements
- 3+ years of experience as an electrician
- Experience with PLC programming and solar installations
- A valid driver's license
- You are able to work in a team and communicate with our customers`;

const GERMAN_JOB = `Elektriker (m/w/d)

Wir suchen einen Elektroniker für die Installation und Wartung von Anlagen in Wohn- und Gewerbebauten.
Sie arbeiten mit den Bauleitern auf unseren Baustellen in der Region und sind für die Abnahme der
Anlagen beim Kunden zuständig.

Ihr Profil
- Abgeschlossene Ausbildung als Elektroniker für Energie- und Gebäudetechnik
- Erfahrung mit der SPS-Programmierung und mit Photovoltaik
- Führerschein der Klasse B`;

describe('languageMismatchWarning', () => {
  it('names both languages when the resume is in German and the posting in English', () => {
    const warning = languageMismatchWarning(GERMAN_RESUME, ENGLISH_JOB);
    expect(warning).toEqual({
      id: 'checks.warning.language_mismatch',
      values: { resume: 'de', job: 'en' },
    });
    expect(englishText(warning as NonNullable<typeof warning>)).toBe(
      'Your resume is in German and the job posting in English. The keyword match compares words, so for this application, write your resume in the language of the posting.',
    );
  });

  it('says nothing when both are in the same language', () => {
    expect(languageMismatchWarning(GERMAN_RESUME, GERMAN_JOB)).toBeNull();
    expect(languageMismatchWarning(ENGLISH_JOB, ENGLISH_JOB)).toBeNull();
  });

  it('says nothing when a text is too short to tell its language', () => {
    expect(languageMismatchWarning('Python, SQL, Kafka, AWS', ENGLISH_JOB)).toBeNull();
    expect(languageMismatchWarning(GERMAN_RESUME, 'Elektriker – Leipzig')).toBeNull();
  });
});

describe('the score report of a resume in another language than the posting', () => {
  it('warns first, as a reference and in English beside it', () => {
    const report = scoreResume(GERMAN_RESUME, ENGLISH_JOB, 'Construction');
    expect(report.warning_refs?.[0]).toEqual({
      id: 'checks.warning.language_mismatch',
      values: { resume: 'de', job: 'en' },
    });
    expect(report.warnings[0]).toMatch(/^Your resume is in German and the job posting in English\./);
    expect(report.warnings).toHaveLength(report.warning_refs?.length ?? -1);
  });

  it('does not warn when the resume and the posting share their language', () => {
    const report = scoreResume(GERMAN_RESUME, GERMAN_JOB, 'Construction');
    expect(report.warning_refs?.map((ref) => ref.id)).not.toContain('checks.warning.language_mismatch');
  });
});
