import type {
  TAdminFeedbackItem,
  TAdminFeedbackPage,
  TAdminUser,
  TAdminUserDetails,
  TAuditEntry,
  TServiceSettingsResponse,
} from '@resumeloop/contracts/admin';
import { vi } from 'vitest';
import { jsonResponse, TEST_USER } from './render-with-auth';

/** A verified admin as /api/auth/me describes them. */
export const ADMIN_USER = {
  ...TEST_USER,
  id: 'admin-1',
  email: 'root@example.com',
  is_admin: true,
  role: 'admin',
};

export function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 'u-2',
    email: 'grace@example.com',
    full_name: 'Grace Hopper',
    username: 'grace',
    email_verified: true,
    plan_tier: 'free',
    is_premium: false,
    is_admin: false,
    role: 'user',
    disabled: false,
    disabled_at: null,
    created_at: '2026-03-04T10:00:00.000Z',
    last_login_at: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}

export function adminUserDetails(overrides: Partial<TAdminUserDetails> = {}): TAdminUserDetails {
  return {
    ...adminUser(overrides),
    sign_in_methods: ['password'],
    session_count: 3,
    active_sign_ins: 1,
    usage: { analyses: 4, uploads: 1 },
    ...overrides,
  };
}

export function feedbackItem(overrides: Partial<TAdminFeedbackItem> = {}): TAdminFeedbackItem {
  return {
    id: 'f-1',
    session_id: 's-1',
    user_email: 'grace@example.com',
    target_industry: 'technology',
    target_role: 'Data Analyst',
    overall_improvement_rating: 4,
    factual_accuracy_rating: 5,
    formatting_rating: 3,
    would_use_refined_resume: true,
    would_use_reason: 'Clearer bullets',
    has_fabricated_content: false,
    fabricated_details: '',
    has_dropped_content: true,
    dropped_content_details: 'My award went missing',
    has_inappropriate_language: false,
    export_worked_smoothly: true,
    export_issues: '',
    most_helpful_change: 'Numbers in the first bullet',
    least_helpful_change: '',
    texts_kept: true,
    created_at: '2026-11-02T12:00:00.000Z',
    ...overrides,
  };
}

export function feedbackPage(items: TAdminFeedbackItem[], total = items.length): TAdminFeedbackPage {
  return {
    items,
    total,
    page: 1,
    page_size: 25,
    summary: {
      count: total,
      average_overall: 3.5,
      average_accuracy: 4.25,
      average_formatting: null,
      overall_distribution: [1, 0, 0, 0, 0, 0, 2, 5, 2, 0],
      would_use: { yes: 6, no: 3, unanswered: 1 },
      reports: { fabricated: 2, dropped: 1, inappropriate: 0, export: 4 },
    },
  };
}

export function settingsResponse(
  overrides: Partial<TServiceSettingsResponse> = {},
): TServiceSettingsResponse {
  const configured = {
    registration_open: true,
    email_verification_required: true,
    free_monthly_analyses: 10,
    free_monthly_uploads: 10,
  };
  return { settings: { ...configured }, configured, updated_at: null, ...overrides };
}

export function auditEntry(overrides: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id: 'a-1',
    actor_id: ADMIN_USER.id,
    actor_email: ADMIN_USER.email,
    action: 'user.set_plan',
    target_type: 'user',
    target_id: 'u-2',
    target_label: 'grace@example.com',
    before: { plan_tier: 'free' },
    after: { plan_tier: 'premium' },
    created_at: '2026-11-27T09:15:00.000Z',
    ...overrides,
  };
}

export type AdminRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Replaces fetch for the console: the session check answers `user`, the CSRF token is given, and every
 * other request goes to `answer` (by method, path and query), which must answer it. `requests` lists
 * what the page asked for, in order.
 */
export function stubAdminApi(
  answer: (request: AdminRequest) => Response | undefined,
  user: Record<string, unknown> = ADMIN_USER,
) {
  const requests: AdminRequest[] = [];
  /** How often the session check was asked for (the header's user is read again after a change to oneself). */
  const sessionChecks = { count: 0 };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const request: AdminRequest = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    if (request.path === '/api/auth/me') {
      sessionChecks.count += 1;
      return jsonResponse(200, { user });
    }
    if (request.path === '/api/auth/csrf-token')
      return jsonResponse(200, { csrf_token: 'csrf-1', expires_in: 3600 });
    requests.push(request);
    const response = answer(request);
    if (!response) throw new Error(`unexpected ${request.method} ${url}`);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, sessionChecks };
}
