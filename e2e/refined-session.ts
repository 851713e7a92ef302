import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect } from './fixtures';

/** A refined resume for the editor tests: a data analyst with one employer, bullets and skills. */
export const RESUME = `Priya Raman
Data Analyst | Leeds, UK | priya.raman@example.com | +44 7700 900123
SUMMARY
Data analyst with five years of experience turning sales and operations data into reports that managers use to plan stock and staffing.
EXPERIENCE
Northgate Retail Group, Leeds — Data Analyst, March 2021 – Present
• Built a weekly sales dashboard in Tableau for 40 store managers
• Wrote SQL queries to reconcile stock counts across three warehouses
EDUCATION
BSc Mathematics, University of York, 2019
SKILLS
SQL, Python, pandas, Tableau, Excel, PostgreSQL`;

export const JOB =
  'Senior Data Analyst. Requirements: SQL, Python and Tableau dashboards; 4+ years; mentor junior analysts.';

/** A bearer token of `account`, for calls the tests make through the API. */
export async function bearerToken(request: APIRequestContext, account: Account): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, token_type: 'bearer' },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A refined session of `account`, made through the API as the refinement flow makes it. */
export async function refinedSession(
  request: APIRequestContext,
  account: Account,
  token?: string,
  resume: string = RESUME,
): Promise<string> {
  token ??= await bearerToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const input = { resume_text: resume, job_description: JOB, target_industry: 'Data Science' };
  const analyzed = await request.post('/api/scoring/analyze', { headers, data: input });
  expect(analyzed.status(), await analyzed.text()).toBe(200);
  const refined = await request.post('/api/scoring/refine-with-answers', {
    headers,
    data: { ...input, answers: [] },
  });
  expect(refined.status(), await refined.text()).toBe(200);
  return ((await refined.json()) as { session_id: string }).session_id;
}

/** A new verified account with a refined session, signed in on `page`: where most editor tests start. */
export async function signedInWithSession(
  page: Page,
  request: APIRequestContext,
  fullName: string,
  resume: string = RESUME,
): Promise<string> {
  const account = newAccount(fullName);
  await createVerifiedAccount(request, account);
  const sessionId = await refinedSession(request, account, undefined, resume);
  await page.goto('/login');
  await signIn(page, account);
  return sessionId;
}
