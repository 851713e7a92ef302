import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '../../../lib/auth/auth-context';
import { featuresResponse } from '../../../test/features-fixtures';
import {
  type ApiHandler,
  jsonResponse,
  renderWithAuth,
  resetBrowserState,
  stubApi,
} from '../../../test/render-with-auth';
import { AtsReportDownload } from './ats-report-download';

const USER = { id: 'u1', email: 'jordan@example.com', full_name: 'Jordan Lee', email_verified: true };
const SESSION = '22222222-2222-4222-8222-222222222222';
const REPORT = `GET /api/resumes/sessions/${SESSION}/ats-report`;

function renderButton(premium: boolean, report: ApiHandler) {
  const api = stubApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: USER }),
    'GET /api/auth/csrf-token': () => jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 }),
    'GET /api/features': () => jsonResponse(200, featuresResponse({ premium })),
    [REPORT]: report,
  });
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
  return { api, ...renderWithAuth([{ path: '/', element: <AtsReportDownload sessionId={SESSION} /> }], '/') };
}

let created: Blob[] = [];
beforeEach(() => {
  resetBrowserState();
  created = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => resetBrowserState());

describe('AtsReportDownload', () => {
  it('downloads the PDF under the name the server gives and says so', async () => {
    const { user, api } = renderButton(
      true,
      () =>
        new Response('%PDF-1.7 report', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="ats-report-data-analyst-2025-07-12.pdf"',
          },
        }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download ATS report' }));
    expect(await screen.findByText('Saved ats-report-data-analyst-2025-07-12.pdf.')).toBeVisible();
    expect(created).toHaveLength(1);
    expect(api.calls(REPORT)).toHaveLength(1);
  });

  it("shows the server's detail when the download fails", async () => {
    const { user } = renderButton(true, () =>
      jsonResponse(404, { detail: 'This refine session was not found.', code: 'session_not_found' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download ATS report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The ATS report could not be downloaded: This refine session was not found.',
    );
    expect(created).toHaveLength(0);
  });

  it('shows a free account what the report is instead of a button', async () => {
    const { api } = renderButton(false, () => jsonResponse(500, {}));
    expect(await screen.findByRole('heading', { name: 'ATS report' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask about Premium' })).toHaveAttribute(
      'href',
      '/contact?topic=premium',
    );
    expect(screen.queryByRole('button', { name: 'Download ATS report' })).toBeNull();
    expect(api.calls(REPORT)).toHaveLength(0);
  });
});
