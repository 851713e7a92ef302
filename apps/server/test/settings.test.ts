import {
  BOOLEAN_SETTING_KEYS,
  SETTINGS_DEFAULTS,
  SETTINGS_MESSAGES,
  type Settings,
  settingsSchema,
} from '@resumeloop/contracts/settings';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestDatabase, useTestApp } from './helper';
import { bearerToken, newIdentity, signUp } from './resume-user';
import type { SessionClient } from './session-client';

/** Every setting changed from its default. */
const CHANGED: Settings = {
  theme: 'dark',
  language: 'de-DE',
  time_zone: 'Asia/Tokyo',
  text_scale: 130,
  email_product_updates: false,
  email_security_alerts: false,
  email_marketing: true,
  data_sharing_opt_in: true,
  ai_training_opt_in: true,
  reduce_motion: true,
  high_contrast: true,
  beta_features: true,
};

const read = (client: SessionClient, url = '/api/settings') => client.request({ method: 'GET', url });

const save = (client: SessionClient, payload: unknown, options: { url?: string; csrf?: boolean } = {}) =>
  client.request({
    method: 'PUT',
    url: options.url ?? '/api/settings',
    payload: payload as Record<string, unknown>,
    csrf: options.csrf ?? true,
  });

async function settingsRows(database: TestDatabase, userId: string) {
  const result = await database.db.execute(sql`select * from user_settings where user_id = ${userId}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** A 422 that names exactly these fields, each in `errors` and in `detail`. */
function expectRefused(response: { statusCode: number; body: string; json(): unknown }, fields: string[]) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as { code: string; detail: string; errors: Array<{ field: string }> };
  expect(body.code).toBe('validation_error');
  expect(body.errors.map((entry) => entry.field).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(body.detail).toContain(`${field}: `);
  return body;
}

describe.each(DATABASE_KINDS)('settings on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  useTestApp(kind, (made) => ({ app, database } = made));

  it("gives a user who never saved SPEC §9's defaults, with or without the trailing slash, and stores nothing", async () => {
    const { client, userId } = await signUp(app, database);
    for (const url of ['/api/settings', '/api/settings/']) {
      const response = await read(client, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({
        theme: 'light',
        language: 'en-US',
        time_zone: 'UTC',
        text_scale: 100,
        email_product_updates: true,
        email_security_alerts: true,
        email_marketing: false,
        data_sharing_opt_in: false,
        ai_training_opt_in: false,
        reduce_motion: false,
        high_contrast: false,
        beta_features: false,
      });
    }
    expect(await settingsRows(database, userId)).toHaveLength(0);
  });

  it('saves every setting at once and answers them all', async () => {
    const { client, userId } = await signUp(app, database);
    const saved = await save(client, CHANGED, { url: '/api/settings/' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(CHANGED);
    expect((await read(client)).json()).toEqual(CHANGED);
    const [row] = await settingsRows(database, userId);
    expect(row).toMatchObject({ theme: 'dark', language: 'de-DE', time_zone: 'Asia/Tokyo', text_scale: 130 });

    // What GET answers is a valid PUT body: a page may send back the whole object.
    const back = await save(client, { ...SETTINGS_DEFAULTS });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual(SETTINGS_DEFAULTS);
  });

  it('changes only the settings a request names', async () => {
    const { client, userId } = await signUp(app, database);
    const first = await save(client, { theme: 'dark' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...SETTINGS_DEFAULTS, theme: 'dark' });

    const second = await save(client, { text_scale: 120, email_marketing: true });
    expect(second.json()).toEqual({
      ...SETTINGS_DEFAULTS,
      theme: 'dark',
      text_scale: 120,
      email_marketing: true,
    });

    const third = await save(client, { theme: 'system', reduce_motion: true });
    const expected = {
      ...SETTINGS_DEFAULTS,
      theme: 'system',
      text_scale: 120,
      email_marketing: true,
      reduce_motion: true,
    };
    expect(third.json()).toEqual(expected);
    expect((await read(client)).json()).toEqual(expected);
    expect(await settingsRows(database, userId)).toHaveLength(1);
  });

  it('keeps both of two saves of different settings made at the same time', async () => {
    const { client } = await signUp(app, database);
    const [one, two] = await Promise.all([
      save(client, { language: 'fr-FR' }),
      save(client, { high_contrast: true }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await read(client)).json()).toEqual({
      ...SETTINGS_DEFAULTS,
      language: 'fr-FR',
      high_contrast: true,
    });
  });

  const badValues: Array<[string, Record<string, unknown>]> = [
    ['a theme not in the list', { theme: 'blue' }],
    ['a theme of the wrong case', { theme: 'Dark' }],
    ['a language not in the list', { language: 'pt-BR' }],
    ['a language without its region', { language: 'en' }],
    ['a time zone that does not exist', { time_zone: 'Mars/Olympus_Mons' }],
    ['a real time zone SPEC does not list', { time_zone: 'Europe/Berlin' }],
    ['a text scale below 90', { text_scale: 80 }],
    ['a text scale above 130', { text_scale: 140 }],
    ['a text scale between steps', { text_scale: 95 }],
    ['a fractional text scale', { text_scale: 100.5 }],
    ['a text scale as a string', { text_scale: '100' }],
    ['a null text scale', { text_scale: null }],
    ['a theme that is a number', { theme: 1 }],
    ['a null time zone', { time_zone: null }],
    ['a language that is a list', { language: ['en-US'] }],
    ...BOOLEAN_SETTING_KEYS.map((key): [string, Record<string, unknown>] => [
      `${key} as "true"`,
      { [key]: 'true' },
    ]),
    ['a flag as 1', { reduce_motion: 1 }],
    ['a null flag', { beta_features: null }],
  ];

  it.each(badValues)('refuses %s with 422 naming the field, and changes nothing', async (_what, payload) => {
    const { client, userId } = await signUp(app, database);
    const [field] = Object.keys(payload);
    const body = expectRefused(await save(client, payload), [field as string]);
    expect(body.errors[0]).toMatchObject({ field });
    expect(await settingsRows(database, userId)).toHaveLength(0);
  });

  it('says why a value is refused', async () => {
    const { client } = await signUp(app, database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ theme: 'blue' }, SETTINGS_MESSAGES.theme],
      [{ language: 'en' }, SETTINGS_MESSAGES.language],
      [{ time_zone: 'Europe/Berlin' }, SETTINGS_MESSAGES.timeZone],
      [{ text_scale: 95 }, SETTINGS_MESSAGES.textScale],
      [{ high_contrast: 'yes' }, SETTINGS_MESSAGES.boolean],
    ];
    for (const [payload, message] of cases) {
      const response = (await save(client, payload)).json();
      const [field] = Object.keys(payload);
      expect(response.errors, field).toEqual([{ field, message }]);
      expect(response.detail, field).toBe(`${field}: ${message}`);
    }
    expect(SETTINGS_MESSAGES.timeZone).toContain('America/Los_Angeles');
  });

  it('refuses a request with a bad value among good ones as a whole', async () => {
    const { client } = await signUp(app, database);
    await save(client, { theme: 'dark' });
    expectRefused(await save(client, { theme: 'light', language: 'xx-XX', text_scale: 110 }), ['language']);
    const both = expectRefused(await save(client, { theme: 'sepia', text_scale: 150 }), [
      'theme',
      'text_scale',
    ]);
    expect(both.detail).toBe(`theme: ${SETTINGS_MESSAGES.theme}. text_scale: ${SETTINGS_MESSAGES.textScale}`);
    expect((await read(client)).json()).toEqual({ ...SETTINGS_DEFAULTS, theme: 'dark' });
  });

  it('refuses unknown keys by name, even beside known ones', async () => {
    const { client, userId } = await signUp(app, database);
    const alone = expectRefused(await save(client, { colour: 'red' }), ['colour']);
    expect(alone).toMatchObject({
      detail: 'colour: Unknown field',
      errors: [{ field: 'colour', message: 'Unknown field' }],
    });
    // The local settings' names (SPEC §3) are not the server's.
    expectRefused(await save(client, { theme: 'dark', fontSize: 'large', reducedMotion: true }), [
      'fontSize',
      'reducedMotion',
    ]);
    expectRefused(await save(client, { updated_at: '2026-01-01T00:00:00Z' }), ['updated_at']);
    expect(await settingsRows(database, userId)).toHaveLength(0);
  });

  it('refuses an empty object, a body that is not an object, and no body at all', async () => {
    const { client, userId } = await signUp(app, database);
    const empty = expectRefused(await save(client, {}), ['body']);
    expect(empty.errors).toEqual([{ field: 'body', message: SETTINGS_MESSAGES.nothingToUpdate }]);
    const json = { 'content-type': 'application/json' };
    for (const payload of [[], ['theme'], 'dark', 42, true, null]) {
      const text = JSON.stringify(payload);
      const response = await client.request({
        method: 'PUT',
        url: '/api/settings',
        payload: text,
        headers: json,
      });
      const refused = expectRefused(response, ['body']);
      expect(refused.errors, text).toEqual([{ field: 'body', message: SETTINGS_MESSAGES.notAnObject }]);
    }
    const noBody = await client.request({ method: 'PUT', url: '/api/settings' });
    expectRefused(noBody, ['body']);
    // An empty JSON body and malformed JSON are the API's usual 400.
    const blank = await client.request({ method: 'PUT', url: '/api/settings', payload: '', headers: json });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('invalid_json');
    const broken = await client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: '{"theme":',
      headers: json,
    });
    expect(broken.statusCode).toBe(400);
    expect(await settingsRows(database, userId)).toHaveLength(0);
  });

  it('needs a signed-in user, before looking at the body', async () => {
    for (const url of ['/api/settings', '/api/settings/']) {
      const get = await app.inject({ method: 'GET', url, remoteAddress: newIdentity().ip });
      expect(get.statusCode, url).toBe(401);
      expect(get.json()).toEqual({
        detail: 'Authentication required. Please log in again.',
        code: 'not_authenticated',
      });
      for (const payload of [{ theme: 'dark' }, { theme: 'blue' }, {}]) {
        const put = await app.inject({ method: 'PUT', url, payload, remoteAddress: newIdentity().ip });
        expect(put.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(401);
        expect(put.json().code).toBe('not_authenticated');
      }
    }
    const stale = await app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: 'Bearer not-a-token' },
      remoteAddress: newIdentity().ip,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses a cookie save without the CSRF token, and takes a bearer save without one', async () => {
    const { client, email, userId } = await signUp(app, database);
    const missing = await save(client, { theme: 'dark' }, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf_failed');
    const wrong = await client.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'dark' },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    // Refused for CSRF before the body is looked at.
    expect((await save(client, { theme: 'blue' }, { csrf: false })).statusCode).toBe(403);
    expect(await settingsRows(database, userId)).toHaveLength(0);

    const token = await bearerToken(app, email);
    const headers = { authorization: `Bearer ${token}` };
    const bearer = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { theme: 'dark' },
      headers,
      remoteAddress: newIdentity().ip,
    });
    expect(bearer.statusCode, bearer.body).toBe(200);
    expect(bearer.json()).toEqual({ ...SETTINGS_DEFAULTS, theme: 'dark' });
    const bearerRead = await app.inject({
      method: 'GET',
      url: '/api/settings',
      headers,
      remoteAddress: newIdentity().ip,
    });
    expect(bearerRead.json().theme).toBe('dark');
    // The cookie session of the same account sees the same settings.
    expect((await read(client)).json().theme).toBe('dark');
  });

  it("keeps each user's settings their own", async () => {
    const first = await signUp(app, database);
    const second = await signUp(app, database);
    expect((await save(first.client, CHANGED)).statusCode).toBe(200);
    expect((await read(second.client)).json()).toEqual(SETTINGS_DEFAULTS);

    expect((await save(second.client, { language: 'es-ES' })).statusCode).toBe(200);
    expect((await read(first.client)).json()).toEqual(CHANGED);
    expect((await read(second.client)).json()).toEqual({ ...SETTINGS_DEFAULTS, language: 'es-ES' });
    expect(await settingsRows(database, first.userId)).toHaveLength(1);
    expect(await settingsRows(database, second.userId)).toHaveLength(1);
  });

  it('puts the settings in the data export: the defaults before a save, then the saved ones', async () => {
    const { client } = await signUp(app, database);
    const before = (await client.request({ method: 'GET', url: '/api/settings/export' })).json();
    expect(before.settings).toEqual({ ...SETTINGS_DEFAULTS, updated_at: null });

    await save(client, CHANGED);
    const other = await signUp(app, database);
    await save(other.client, { theme: 'system' });
    const after = (await client.request({ method: 'GET', url: '/api/settings/export' })).json();
    expect(after.settings).toEqual({ ...CHANGED, updated_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(after.settings.updated_at))).toBe(false);
  });

  it('deletes the settings with the account', async () => {
    const { client, userId } = await signUp(app, database);
    const other = await signUp(app, database);
    await save(client, { theme: 'dark' });
    await save(other.client, { theme: 'dark' });
    expect(await settingsRows(database, userId)).toHaveLength(1);

    const deleted = await client.request({
      method: 'POST',
      url: '/api/users/me/delete-account',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await settingsRows(database, userId)).toHaveLength(0);
    expect(await settingsRows(database, other.userId)).toHaveLength(1);
    expect((await read(client)).statusCode).toBe(401);
  });

  it('documents GET and PUT /api/settings', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const path = document.paths['/api/settings'];
    expect(path.get.responses['200']).toBeDefined();
    expect(path.put.requestBody).toBeDefined();
    expect(document.components.schemas).toHaveProperty('Settings');
    expect(document.components.schemas.SettingsUpdate.additionalProperties).toBe(false);
    expect(settingsSchema.parse(SETTINGS_DEFAULTS)).toEqual(SETTINGS_DEFAULTS);
  });
});
