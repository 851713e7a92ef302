import type { TOAuthProvider } from '@resumeloop/contracts/auth';
import * as client from 'openid-client';
import { type ErasureQueries, eraseAccount } from '../auth/erase-account';
import type { UserRow } from '../auth/repositories/users';
import type { AccountQueries, Transactional } from '../auth/repository';
import { generateUsername } from '../auth/usernames';
import type { OAuthProviderConfig } from '../config';
import { AppError, englishText, type Text } from '../errors';

export const PROVIDER_NAMES: Record<TOAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

export type OAuthIdentity = {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
};

/** What travels in the signed state cookie between the redirect to the provider and the callback. */
export type PendingSignIn = {
  provider: TOAuthProvider;
  state: string;
  nonce: string;
  verifier: string;
  linkUserId?: string | undefined;
};

export class OAuthFlowError extends Error {
  constructor(
    readonly error:
      | 'invalid_request'
      | 'server_error'
      | 'temporarily_unavailable'
      | 'access_denied'
      | 'account_exists'
      | 'account_disabled'
      | 'registration_closed',
    readonly description: Text,
  ) {
    super(englishText(description));
  }
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export type OAuthRepository = Pick<
  AccountQueries,
  | 'findOAuthAccount'
  | 'findUserById'
  | 'findUserByEmail'
  | 'insertOAuthAccount'
  | 'listOAuthAccounts'
  | 'deleteOAuthAccount'
> &
  Transactional<
    Pick<AccountQueries, 'insertUser' | 'usernameTaken' | 'insertOAuthAccount' | 'lockUser'> & ErasureQueries
  >;

/** How social sign-in ended: the account signed in, and the unproven account it replaced, if any. */
export type ResolvedAccount = {
  user: UserRow;
  action: 'login' | 'register';
  replacedUserId?: string;
};

export function createOAuthService(dependencies: {
  providers: Partial<Record<TOAuthProvider, OAuthProviderConfig>>;
  repository: OAuthRepository;
  callbackUrl: (provider: TOAuthProvider) => string;
  /** Whether a sign-in may make a new account (an admin may close registration); default yes. */
  registrationOpen?: () => Promise<boolean>;
  now?: () => Date;
}) {
  const now = dependencies.now ?? (() => new Date());
  const configurations = new Map<TOAuthProvider, Promise<client.Configuration>>();

  function configurationOf(provider: TOAuthProvider): Promise<client.Configuration> {
    const settings = dependencies.providers[provider];
    if (!settings) {
      return Promise.reject(
        new OAuthFlowError(
          'temporarily_unavailable',
          `${PROVIDER_NAMES[provider]} sign-in is not configured on this server.`,
        ),
      );
    }
    let configuration = configurations.get(provider);
    if (!configuration) {
      const issuer = new URL(settings.issuer);
      // Plain http is accepted only from a provider on this machine (development and tests).
      configuration = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        ...(issuer.protocol === 'http:' && isLoopback(issuer)
          ? { execute: [client.allowInsecureRequests] }
          : {}),
        timeout: 10,
      });
      configurations.set(provider, configuration);
      // A failed discovery is retried on the next sign-in rather than cached.
      configuration.catch(() => configurations.delete(provider));
    }
    return configuration.catch((error: unknown) => {
      throw new OAuthFlowError(
        'temporarily_unavailable',
        `${PROVIDER_NAMES[provider]} sign-in is temporarily unavailable (${error instanceof Error ? error.message : 'discovery failed'}).`,
      );
    });
  }

  /** The account, unless an admin disabled it: then the sign-in is refused (decision 0033). */
  function enabled(user: UserRow): UserRow {
    if (user.disabledAt) throw new OAuthFlowError('account_disabled', { id: 'errors.admin.accountDisabled' });
    return user;
  }
  const closed = () => new OAuthFlowError('registration_closed', { id: 'errors.admin.registrationClosed' });

  return {
    isAvailable: (provider: TOAuthProvider) => dependencies.providers[provider] !== undefined,

    async start(
      provider: TOAuthProvider,
      linkUserId: string | undefined,
    ): Promise<{ url: URL; pending: PendingSignIn }> {
      const configuration = await configurationOf(provider);
      const pending: PendingSignIn = {
        provider,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        linkUserId,
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: dependencies.callbackUrl(provider),
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    /** Exchanges the code (checking state, nonce and PKCE) and returns the verified identity. */
    async finish(pending: PendingSignIn, currentUrl: URL): Promise<OAuthIdentity> {
      const configuration = await configurationOf(pending.provider);
      let claims: Record<string, unknown> | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        claims = { ...idToken };
        // Some providers keep the email out of the ID token; the userinfo endpoint has it.
        if (typeof claims.email !== 'string') {
          claims = {
            ...claims,
            ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
          };
        }
      } catch (error) {
        throw new OAuthFlowError(
          'invalid_request',
          `Failed to complete ${PROVIDER_NAMES[pending.provider]} authentication: ${error instanceof Error ? error.message : 'the response was refused'}`,
        );
      }
      return {
        issuer: String(claims.iss),
        subject: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },

    /**
     * Signs in the account that owns this identity (matched by issuer and subject), or the account of its
     * email when the provider vouches for the address. An identity is linked to an existing account only
     * when that account's address is verified; an account whose address was never proven (someone may
     * have registered it to take over its owner's later sign-in) is replaced by a fresh account for the
     * person the provider vouches for: its password, sessions, emailed links, linked identities and
     * content go with it. Without the provider's word on the email, an existing account is left as it is.
     */
    async resolveAccount(provider: TOAuthProvider, identity: OAuthIdentity): Promise<ResolvedAccount> {
      const { repository } = dependencies;
      const linked = await repository.findOAuthAccount(identity.issuer, identity.subject);
      if (linked) {
        const user = await repository.findUserById(linked.userId);
        if (user) return { user: enabled(user), action: 'login' };
      }
      if (!identity.email) {
        throw new OAuthFlowError(
          'invalid_request',
          `${PROVIDER_NAMES[provider]} did not share an email address, which ResumeLoop needs.`,
        );
      }
      const email = identity.email;
      const existing = await repository.findUserByEmail(email);
      if (existing && !identity.emailVerified) {
        throw new OAuthFlowError(
          'account_exists',
          `An account with this email already exists. Sign in with your password, then link ${PROVIDER_NAMES[provider]} in Settings.`,
        );
      }
      const identityRow = (userId: string) => ({
        userId,
        provider,
        issuer: identity.issuer,
        subject: identity.subject,
        email,
      });
      if (existing?.emailVerifiedAt) {
        enabled(existing);
        await repository.insertOAuthAccount(identityRow(existing.id));
        return { user: existing, action: 'login' };
      }
      // What follows makes an account (replacing an unproven one, if any): not while registration is closed.
      const open = (await dependencies.registrationOpen?.()) ?? true;
      return repository.transaction(async (tx): Promise<ResolvedAccount> => {
        let replacedUserId: string | undefined;
        if (existing) {
          // Read again under the account's lock: its address may have been proven meanwhile.
          const held = await tx.lockUser(existing.id);
          if (held?.emailVerifiedAt) {
            enabled(held);
            await tx.insertOAuthAccount(identityRow(held.id));
            return { user: held, action: 'login' };
          }
          if (held?.disabledAt) enabled(held);
          if (!open) throw closed();
          if (held) {
            await eraseAccount(tx, held);
            replacedUserId = held.id;
          }
        }
        if (!open) throw closed();
        const created = await tx.insertUser({
          email,
          username: await generateUsername(email, (candidate) => tx.usernameTaken(candidate)),
          fullName: identity.name?.trim() || email.split('@')[0] || 'ResumeLoop user',
          passwordHash: null,
          emailVerifiedAt: identity.emailVerified ? now() : null,
        });
        await tx.insertOAuthAccount(identityRow(created.id));
        return { user: created, action: 'register', ...(replacedUserId ? { replacedUserId } : {}) };
      });
    },

    async link(userId: string, provider: TOAuthProvider, identity: OAuthIdentity): Promise<void> {
      const { repository } = dependencies;
      const owner = await repository.findOAuthAccount(identity.issuer, identity.subject);
      if (owner && owner.userId !== userId) {
        throw new OAuthFlowError(
          'account_exists',
          `This ${PROVIDER_NAMES[provider]} account is already linked to another ResumeLoop account.`,
        );
      }
      if (owner) return;
      const current = await repository.listOAuthAccounts(userId);
      if (current.some((account) => account.provider === provider)) {
        throw new OAuthFlowError(
          'account_exists',
          `Another ${PROVIDER_NAMES[provider]} account is already linked. Unlink it first.`,
        );
      }
      await repository.insertOAuthAccount({
        userId,
        provider,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
      });
    },

    async status(userId: string) {
      const accounts = await dependencies.repository.listOAuthAccounts(userId);
      return Object.fromEntries(
        (Object.keys(PROVIDER_NAMES) as TOAuthProvider[]).map((provider) => {
          const account = accounts.find((entry) => entry.provider === provider);
          return [provider, { linked: Boolean(account), email: account?.email ?? null }];
        }),
      );
    },

    /** Refused when it would leave the account with no way to sign in. */
    async unlink(user: UserRow, provider: TOAuthProvider): Promise<void> {
      const accounts = await dependencies.repository.listOAuthAccounts(user.id);
      if (!accounts.some((account) => account.provider === provider)) {
        throw new AppError('not_linked', 'errors.oauth.notLinked', {
          values: { provider: PROVIDER_NAMES[provider] },
        });
      }
      if (!user.passwordHash && accounts.length === 1) {
        throw new AppError('last_sign_in_method', 'errors.oauth.lastSignInMethod', {
          values: { provider: PROVIDER_NAMES[provider] },
        });
      }
      await dependencies.repository.deleteOAuthAccount(user.id, provider);
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
