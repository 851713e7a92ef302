import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type StoredCookie = { value: string; path: string };

/**
 * A browser-like client for app.inject: keeps cookies (honouring their paths and deletion) and the CSRF
 * token the API hands out, and sends the token on writes as the web app does.
 */
export class SessionClient {
  private readonly cookies = new Map<string, StoredCookie>();
  csrfToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request(options: InjectOptions & { url: string; csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options;
    const path = options.url.split('?')[0] ?? '/';
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (cookieHeader) headers.cookie = cookieHeader;
    if (csrf && method !== 'GET' && this.csrfToken && !headers['x-csrf-token'])
      headers['x-csrf-token'] = this.csrfToken;
    const response = await this.app.inject({ ...rest, headers, remoteAddress: this.remoteAddress });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
    const body = response.headers['content-type']?.toString().includes('json')
      ? safeJson(response.body)
      : undefined;
    if (body && typeof body.csrf_token === 'string') this.csrfToken = body.csrf_token;
    return response;
  }

  /** Fetches the pre-sign-in CSRF token, as the login and register pages do. */
  async preparePublicCsrf(): Promise<void> {
    await this.request({ method: 'GET', url: '/api/auth/public-csrf-token' });
  }

  async register(body: Record<string, unknown>) {
    await this.preparePublicCsrf();
    return this.request({ method: 'POST', url: '/api/auth/register', payload: body });
  }

  async login(email: string, password: string) {
    await this.preparePublicCsrf();
    return this.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  }
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
