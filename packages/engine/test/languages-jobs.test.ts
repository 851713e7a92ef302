import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/job/analyze-job';
import { detectLanguage } from '../src/lang/detect-language';
import {
  LABELLED_JOB_LANGUAGES,
  languageJobs,
  measureLanguageRequirements,
} from './measure-language-requirements';

describe('job postings in Spanish, French and German', () => {
  for (const language of LABELLED_JOB_LANGUAGES) {
    it(`reads the ${language} postings' requirements with F1 >= 0.8`, () => {
      const scores = measureLanguageRequirements(language);
      expect(scores).not.toBeNull();
      expect(scores?.postings).toBeGreaterThanOrEqual(4);
      expect(scores?.f1).toBeGreaterThanOrEqual(0.8);
    });

    it(`detects each ${language} posting's language and records it in the analysis`, () => {
      const jobs = languageJobs(language);
      expect(jobs.length).toBeGreaterThanOrEqual(4);
      for (const job of jobs) {
        expect(detectLanguage(job.text).language, job.file).toBe(language);
        expect(analyzeJob(job.text).language, job.file).toBe(language);
      }
    });
  }

  it('records English for an English posting', () => {
    expect(
      analyzeJob('Requirements:\n- 3+ years of experience with Python and SQL\n- Strong communication skills')
        .language,
    ).toBe('en');
  });
});
