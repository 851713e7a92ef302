import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import Provider from 'oidc-provider';

export type TestIdentity = { sub: string; email: string; email_verified: boolean; name: string };

/**
 * A real OpenID Connect provider on 127.0.0.1 (oidc-provider with its development login form), standing in
 * for Google or Microsoft. `identities` decides the claims of each login name.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  identities: Map<string, TestIdentity>;
}) {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-key-oidc-test-key'] },
    findAccount: async (_context, id) => {
      const identity = options.identities.get(id) ?? {
        sub: id,
        email: `${id}@example.com`,
        email_verified: true,
        name: id,
      };
      return { accountId: id, claims: async () => ({ ...identity, sub: identity.sub }) };
    },
    // Grant every requested scope at once, so the flow has a login step but no consent screen.
    loadExistingGrant: async (context) => {
      const oidc = context.oidc;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  const listening: Server = await new Promise((resolve) => {
    const started = provider.listen(port, '127.0.0.1', () => resolve(started));
  });
  return { issuer, close: () => new Promise<void>((resolve) => listening.close(() => resolve())) };
}

/** A browser's cookie jar for the provider's origin (paths ignored: one origin, one test). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
