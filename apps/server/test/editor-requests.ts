import { type EditorDocument, editorDocumentSchema } from '@resumeloop/contracts/editor';
import { expect } from 'vitest';
import type { SessionClient } from './session-client';

/** The editor's address of a session. */
export const editorBase = (id: string) => `/api/dynamic-pdf/${id}`;

/** GET .../current, which must answer 200: the session's document as the editor loads it. */
export async function currentDocument(client: SessionClient, id: string): Promise<EditorDocument> {
  const response = await client.request({ method: 'GET', url: `${editorBase(id)}/current` });
  expect(response.statusCode, response.body).toBe(200);
  return editorDocumentSchema.parse(response.json());
}

/** PUT .../update with a JSON body (and any headers, such as If-Match), answered as it comes. */
export function updateDocument(
  client: SessionClient,
  id: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return client.request({
    method: 'PUT',
    url: `${editorBase(id)}/update`,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}
