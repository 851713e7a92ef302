import { expect } from 'vitest';
import { ANSWER, INDUSTRY, JOB, RESUME } from './refine-fixtures';
import type { SessionClient } from './session-client';

/** Refines the fixture resume as the user of `client` and returns the new session's id. */
export async function refineSession(client: SessionClient): Promise<string> {
  const response = await client.request({
    method: 'POST',
    url: '/api/scoring/refine-with-answers',
    payload: { resume_text: RESUME, job_description: JOB, target_industry: INDUSTRY, answers: [ANSWER] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { session_id: string }).session_id;
}
