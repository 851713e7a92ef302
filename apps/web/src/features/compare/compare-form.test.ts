import type { AnalyzeResponse } from '@resumeloop/contracts/scoring';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromAnalysis } from '../refine';
import {
  emptyForm,
  loadComparison,
  missingFields,
  newPosting,
  requestOf,
  saveComparison,
} from './compare-form';

const ids = (field: string) => `f-${field}`;

describe('the compare form', () => {
  afterEach(() => window.sessionStorage.clear());

  it('starts with two blank postings and names every missing field in the order shown', () => {
    const form = emptyForm();
    expect(form.postings).toHaveLength(2);
    const [first, second] = form.postings;
    expect(missingFields(form, ids)).toEqual([
      { id: 'f-resume', message: 'bulk.errors.resumeRequired' },
      { id: `f-${first?.key}-industry`, message: 'bulk.errors.industryRequired' },
      { id: `f-${first?.key}-job`, message: 'bulk.errors.jobRequired' },
      { id: `f-${second?.key}-industry`, message: 'bulk.errors.industryRequired' },
      { id: `f-${second?.key}-job`, message: 'bulk.errors.jobRequired' },
    ]);
    expect(first?.key).not.toBe(second?.key);
  });

  it('sends a title only when one is typed, trimmed', () => {
    const form = {
      resumeText: 'Resume',
      postings: [
        { ...newPosting('Healthcare'), jobDescription: 'Nurse', jobTitle: '  Night nurse ' },
        { ...newPosting('Healthcare'), jobDescription: 'Carer', jobTitle: '   ' },
      ],
    };
    expect(missingFields(form, ids)).toEqual([]);
    expect(requestOf(form)).toEqual({
      resume_text: 'Resume',
      postings: [
        { job_description: 'Nurse', target_industry: 'Healthcare', job_title: 'Night nurse' },
        { job_description: 'Carer', target_industry: 'Healthcare' },
      ],
    });
  });

  it('keeps the form and results per user in the tab, and ignores a copy of another shape', () => {
    const form = { ...emptyForm(), resumeText: 'Mine' };
    saveComparison('user-1', { form, results: null });
    expect(loadComparison('user-1').form.resumeText).toBe('Mine');
    expect(loadComparison('user-2').form.resumeText).toBe('');
    window.sessionStorage.setItem('resumeloop.compare.user-3', JSON.stringify({ form: { postings: 'x' } }));
    expect(loadComparison('user-3')).toMatchObject({ results: null, form: { resumeText: '' } });
    window.sessionStorage.setItem('resumeloop.compare.user-4', '{not json');
    expect(loadComparison('user-4').form.postings).toHaveLength(2);
  });
});

describe('opening a compared posting', () => {
  it('is the refine flow on the questions, as a single analysis leaves it', () => {
    const response = {
      questions: ['How many stores?', 'Which tools?'],
      question_details: [],
      initial_score: { overall_score: 60, scores: {}, categories: [], warnings: [] },
      job: {
        title: 'Analyst',
        seniority: 'mid',
        years_required: null,
        required_skills: [],
        preferred_skills: [],
      },
      notices: ['cut'],
    } as unknown as AnalyzeResponse;
    const session = sessionFromAnalysis(
      { resumeText: 'R', jobDescription: 'J', targetIndustry: 'Data Science' },
      response,
    );
    expect(session).toMatchObject({
      step: 'questions',
      sessionId: null,
      resumeText: 'R',
      jobDescription: 'J',
      targetIndustry: 'Data Science',
      questions: response.questions,
      answers: ['', ''],
      initialScore: response.initial_score,
      jobTitle: 'Analyst',
      analyzeNotices: ['cut'],
      finalScores: null,
    });
  });
});
