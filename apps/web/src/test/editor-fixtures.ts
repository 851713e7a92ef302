import type { EditorDocument } from '@resumeloop/contracts/editor';
import { jsonResponse } from './render-with-auth';

/** A refined resume as GET /api/dynamic-pdf/{id}/current returns it (fictional person). */
export const EDITOR_DOCUMENT: EditorDocument = {
  structured_resume: {
    contact: {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '+1 555 0100',
      location: 'Austin, TX',
      linkedin: '',
      github: '',
      raw_contact_line: '',
    },
    sections: [
      {
        id: 'summary-1',
        title: 'Summary',
        type: 'summary',
        visible: true,
        order: 1,
        content_lines: ['Data analyst with five years of reporting work.'],
        bullets: [],
        entries: [],
      },
      {
        id: 'exp-1',
        title: 'Experience',
        type: 'experience',
        visible: true,
        order: 2,
        content_lines: [],
        bullets: [],
        entries: [
          {
            id: 'exp-1-e1',
            company: 'Northwind',
            dates: '2021 - Present',
            title: 'Data Analyst',
            location: 'Austin, TX',
            bullets: [
              { id: 'exp-1-b1', text: 'Built a reporting tool used by 40 analysts', original_char: '•' },
            ],
          },
        ],
      },
      {
        id: 'skills-1',
        title: 'Skills',
        type: 'skills',
        visible: true,
        order: 3,
        content_lines: [],
        bullets: [{ id: 'skills-1-b1', text: 'SQL, Python, Tableau', original_char: '•' }],
        entries: [],
      },
    ],
  },
  template: 'classic',
  page_size: 'letter',
  estimated_pages: 0.6,
  character_count: 412,
  total_char_count: 412,
  warnings: [],
  updated_at: '2025-07-01T10:00:00.000Z',
};

export function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName?: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });
}

export const ATS_TEXT = {
  text: 'Jordan Lee\njordan@example.com\nSUMMARY\nData analyst with five years of reporting work.',
  round_trip: { contact: true, sections: true, entries: false },
};

/** The editor endpoints answering for `sessionId` with the document above. */
export const editorHandlers = (sessionId: string) => ({
  [`GET /api/dynamic-pdf/${sessionId}/current`]: () => jsonResponse(200, EDITOR_DOCUMENT),
  [`POST /api/dynamic-pdf/${sessionId}/parse`]: () => jsonResponse(200, EDITOR_DOCUMENT),
  [`GET /api/dynamic-pdf/${sessionId}/ats-text`]: () => jsonResponse(200, ATS_TEXT),
  [`PUT /api/dynamic-pdf/${sessionId}/update`]: () => jsonResponse(200, EDITOR_DOCUMENT),
  [`GET /api/dynamic-pdf/${sessionId}/preview-pdf`]: async () => {
    const { fakePdf } = await import('./fake-pdfjs');
    return pdfResponse(fakePdf('preview'));
  },
});
