import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_COOKIE } from '@resumeloop/i18n';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import type { ViteManifest } from '../src/plugins/route-preloads';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { newIdentity, PASSWORD, signUp } from './resume-user';
import { SessionClient } from './session-client';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="description" content="ResumeLoop scores your resume." /><meta name="resumeloop:public-host" content="" /><title>ResumeLoop</title></head><body><div id="root"></div><noscript>ResumeLoop needs JavaScript to run.</noscript></body></html>`;

/** The build names each language's catalogue chunk (the web app imports it before its first render). */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  '../../packages/i18n/src/catalogues/de-DE/web.ts': { file: 'assets/de-DE-1.js' },
  '../../packages/i18n/src/catalogues/fr-FR/web.ts': { file: 'assets/fr-FR-1.js' },
};

const GERMAN_THEME = 'Das Design muss eines der folgenden sein: light, dark, system';
const ENGLISH_THEME = 'Theme must be one of light, dark, system';

describe.each(DATABASE_KINDS)('the language of the answers on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let webDir: string;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    transport: 'outbox',
    send: async (message) => {
      sent.push(message);
    },
  };

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'resumeloop-web-'));
    await mkdir(path.join(webDir, '.vite'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  useTestApp(
    kind,
    (made) => ({ app, database } = made),
    () => ({ mailer, webDistDir: webDir }),
  );
  afterAll(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  /** A signed-in user whose language setting is `language`. */
  const userIn = async (language: string) => {
    const user = await signUp(app, database);
    const saved = await user.client.request({ method: 'PUT', url: '/api/settings', payload: { language } });
    expect(saved.statusCode, saved.body).toBe(200);
    return user;
  };

  const badTheme = (client: SessionClient, headers: Record<string, string> = {}) =>
    client.request({ method: 'PUT', url: '/api/settings', payload: { theme: 'blue' }, headers });

  it("answers a 422 in a de-DE user's language, with the same code and fields as en-US", async () => {
    const english = await badTheme((await signUp(app, database)).client);
    const german = await badTheme((await userIn('de-DE')).client);
    expect(english.statusCode).toBe(422);
    expect(german.statusCode).toBe(422);
    expect(english.json()).toEqual({
      detail: `theme: ${ENGLISH_THEME}`,
      code: 'validation_error',
      errors: [{ field: 'theme', message: ENGLISH_THEME }],
    });
    expect(german.json()).toEqual({
      detail: `theme: ${GERMAN_THEME}`,
      code: 'validation_error',
      errors: [{ field: 'theme', message: GERMAN_THEME }],
    });
  });

  it("lets the user's setting win over Accept-Language, also before the route signs them in", async () => {
    const { client } = await userIn('de-DE');
    const refused = await badTheme(client, { 'accept-language': 'fr-FR' });
    expect(refused.json().detail).toBe(`theme: ${GERMAN_THEME}`);
    // A schema failure is answered before authentication runs: the session is read for the language.
    const change = await client.request({
      method: 'POST',
      url: '/api/users/change-password',
      payload: { current_password: PASSWORD, new_password: 'short', confirm_password: 'short' },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors).toContainEqual({
      field: 'new_password',
      message: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    });
    const missing = await client.request({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(missing.json()).toEqual({
      detail: 'Keine API-Schnittstelle GET /api/nowhere.',
      code: 'not_found',
    });
  });

  it('answers a guest in the language of Accept-Language, and in en-US for one we do not have', async () => {
    const ask = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: '' },
        headers: { 'accept-language': language },
        remoteAddress: newIdentity().ip,
      });
    const french = await ask('fr-FR,fr;q=0.9');
    expect(french.statusCode).toBe(422);
    expect(french.json()).toEqual({
      detail: 'password: Le mot de passe est obligatoire',
      code: 'validation_error',
      errors: [{ field: 'password', message: 'Le mot de passe est obligatoire' }],
    });
    for (const unknown of ['ja-JP', '*', 'xx;q=bad', '']) {
      expect((await ask(unknown)).json().detail, unknown).toBe('password: Password is required');
    }
    const notFound = await app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'es' },
    });
    expect(notFound.json().detail).toBe('No existe el endpoint de la API GET /api/nowhere.');
  });

  it("answers an AppError's detail and the API's notices in the request's language", async () => {
    const guest = new SessionClient(app, newIdentity().ip);
    await guest.preparePublicCsrf();
    const wrong = await guest.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'Correo electrónico o contraseña incorrectos.',
      code: 'invalid_credentials',
    });

    const { client } = await userIn('fr-FR');
    const signedOut = await client.request({ method: 'POST', url: '/api/auth/logout' });
    expect(signedOut.json()).toEqual({ message: 'Votre session a été fermée.' });
  });

  it('writes a new account in the language of the request that registered it, and mails it in that language', async () => {
    const { email, ip } = newIdentity();
    const client = new SessionClient(app, ip);
    await client.preparePublicCsrf();
    const registered = await client.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, full_name: 'Grete Berg' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().message).toBe(
      'Konto erstellt. Wir haben Ihnen einen Bestätigungslink per E-Mail gesendet.',
    );
    const mail = sent.findLast((message) => message.to === email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei ResumeLoop');
    expect(mail?.text).toContain('Hallo Grete Berg,');
    expect(mail?.html).toContain('<html lang="de-DE">');
    // The new account's language setting is the request's: its next answers are German without a header.
    const settings = await client.request({ method: 'GET', url: '/api/settings' });
    expect(settings.json().language).toBe('de-DE');
    expect((await badTheme(client)).json().detail).toBe(`theme: ${GERMAN_THEME}`);
  });

  it("mails a signed-in user's verification link in their language setting, whatever the request says", async () => {
    const { client, email } = await signUp(app, database, { verified: false });
    await client.request({ method: 'PUT', url: '/api/settings', payload: { language: 'es-ES' } });
    // Past the resend cooldown of the registration's own mail.
    await database.db.execute(
      sql`update users set verification_sent_at = now() - interval '2 minutes' where lower(email) = lower(${email})`,
    );
    const resent = await client.request({
      method: 'POST',
      url: '/api/auth/send-verification',
      payload: {},
      headers: { 'accept-language': 'en-US' },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('¡Correo de verificación enviado! Revisa tu bandeja de entrada.');
    const mail = sent.findLast((message) => message.to === email);
    expect(mail?.subject).toBe('Verifica tu correo electrónico de ResumeLoop');
    expect(mail?.text).toContain('Hola, Jordan Rivera:');
  });

  it("answers a rate limit in the guest's language without reading a session", async () => {
    const remoteAddress = newIdentity().ip;
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        headers: { 'accept-language': 'en-US', cookie: `${LOCALE_COOKIE}=de-DE` },
        remoteAddress,
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({
      detail: 'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es erneut.',
      code: 'rate_limited',
    });
  });

  describe('the page', () => {
    const page = async (headers: Record<string, string>, client?: SessionClient) => {
      const options = { method: 'GET' as const, url: '/settings/account', headers };
      const response = client ? await client.request(options) : await app.inject(options);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
      return response.body;
    };
    const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

    it('is in en-US for a guest who asks for nothing we have, exactly as the web app says it', async () => {
      const guests: Record<string, string>[] = [
        {},
        { 'accept-language': 'ja-JP' },
        { cookie: `${LOCALE_COOKIE}=xx-XX` },
      ];
      for (const headers of guests) {
        const html = await page(headers);
        expect(langOf(html)).toBe('en-US');
        expect(html).toContain('<title>ResumeLoop: get past the ATS and in front of people</title>');
        expect(html).toContain(
          '<meta name="description" content="ResumeLoop scores your resume the way applicant tracking systems read it, explains every point, and refines it using only your own words." />',
        );
        expect(html).toContain('<noscript>ResumeLoop needs JavaScript to run.</noscript>');
        expect(html).not.toContain('modulepreload');
      }
    });

    it("is in a guest's Accept-Language, with that language's catalogue preloaded", async () => {
      const html = await page({ 'accept-language': 'fr-CA,fr;q=0.9' });
      expect(langOf(html)).toBe('fr-FR');
      expect(html).toContain('<title>ResumeLoop : passez les ATS et arrivez jusqu’aux recruteurs</title>');
      expect(html).toContain('<noscript>ResumeLoop a besoin de JavaScript pour fonctionner.</noscript>');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-FR-1.js"></head>');
      expect(html).not.toContain('de-DE-1.js');
    });

    it('takes the language cookie the web app writes over Accept-Language', async () => {
      const html = await page({ 'accept-language': 'fr-FR', cookie: `${LOCALE_COOKIE}=es-ES` });
      expect(langOf(html)).toBe('es-ES');
      expect(html).toContain('<noscript>ResumeLoop necesita JavaScript para funcionar.</noscript>');
    });

    it("takes a signed-in user's setting over the cookie and the header", async () => {
      const { client } = await userIn('de-DE');
      const html = await page({ 'accept-language': 'fr-FR' }, client);
      expect(langOf(html)).toBe('de-DE');
      expect(html).toContain('<title>ResumeLoop: am ATS vorbei und zu den Menschen</title>');
      expect(html).toContain('href="/assets/de-DE-1.js"');
      // A user who never chose has their default, en-US, whatever the browser asks for.
      const { client: plain } = await signUp(app, database);
      expect(langOf(await page({ 'accept-language': 'de-DE' }, plain))).toBe('en-US');
    });
  });
});
