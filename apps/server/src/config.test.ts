import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.requireEmailVerification).toBe(true);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.oauth.google).toBeUndefined();
    expect(config.oauth.microsoft).toBeUndefined();
    expect(config.ai).toEqual({ provider: 'embedded' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.nodeEnv).toBe('development');
    expect(config.engineThreads).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://resumeloop.example',
      DATA_DIR: '/var/lib/resumeloop',
      DATABASE_URL: 'postgresql://user@db:5432/resumeloop',
      SESSION_SECRET: 'x'.repeat(40),
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'ResumeLoop <hello@resumeloop.example>',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      MICROSOFT_CLIENT_ID: 'mid',
      MICROSOFT_CLIENT_SECRET: 'msecret',
      MICROSOFT_ISSUER: 'http://127.0.0.1:4000',
      AI_PROVIDER: 'embedded',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl.protocol).toBe('https:');
    expect(config.requireEmailVerification).toBe(false);
    expect(config.oauth.google).toEqual({
      clientId: 'gid',
      clientSecret: 'gsecret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.oauth.microsoft?.issuer).toBe('http://127.0.0.1:4000');
    expect(config.ai).toEqual({ provider: 'embedded' });
    expect(config.nodeEnv).toBe('production');
  });

  it('names each bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://localhost/db',
      REQUIRE_EMAIL_VERIFICATION: 'maybe',
      LOG_LEVEL: 'loud',
      SESSION_SECRET: 'short',
    });
    expect(problems).toHaveLength(6);
    for (const name of [
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'REQUIRE_EMAIL_VERIFICATION',
      'LOG_LEVEL',
      'SESSION_SECRET',
    ]) {
      expect(problems.some((problem) => problem.startsWith(`${name} `))).toBe(true);
    }
  });

  it('reads TRUST_PROXY as a count of proxies or their addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    for (const bad of ['0', '11', 'true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be a number of proxies/);
  });

  it('reads ENGINE_THREADS as a whole number from 1 to 64, and refuses anything else', () => {
    expect(loadConfig({ ENGINE_THREADS: '1' }).engineThreads).toBe(1);
    expect(loadConfig({ ENGINE_THREADS: ' 8 ' }).engineThreads).toBe(8);
    expect(problemsOf({ ENGINE_THREADS: '0' })).toEqual(['ENGINE_THREADS must be between 1 and 64']);
    expect(problemsOf({ ENGINE_THREADS: '65' })).toEqual(['ENGINE_THREADS must be between 1 and 64']);
    expect(problemsOf({ ENGINE_THREADS: '1.5' })).toEqual(['ENGINE_THREADS must be a whole number']);
    expect(problemsOf({ ENGINE_THREADS: 'two' })).toEqual(['ENGINE_THREADS must be a number']);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 0 and 65535']);
  });

  it('refuses an AI provider other than the built-in engine, which is the only one there is', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_PROVIDER must be embedded: ResumeLoop runs its own engine, and no other provider is supported yet',
    ]);
  });

  it('points its links at its own port when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4101' }).publicUrl.href).toBe('http://localhost:4101/');
    expect(loadConfig({ PORT: '4101', PUBLIC_URL: 'https://resumeloop.example' }).publicUrl.href).toBe(
      'https://resumeloop.example/',
    );
  });

  it('requires both halves of a sign-in provider', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    ]);
  });
});
