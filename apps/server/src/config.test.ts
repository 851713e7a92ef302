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
    // Production unless NODE_ENV says otherwise: the built server started on its own is the product.
    expect(config.nodeEnv).toBe('production');
    expect(config.engineThreads).toBeUndefined();
    expect(config.shutdownGraceMs).toBe(5_000);
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

  it('is in development or test only when NODE_ENV says so, and then shuts down without a grace', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      nodeEnv: 'development',
      shutdownGraceMs: 0,
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ nodeEnv: 'test', shutdownGraceMs: 0 });
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownGraceMs).toBe(5_000);
    expect(problemsOf({ NODE_ENV: 'staging' })).toEqual(['NODE_ENV must be development, production or test']);
  });

  it('reads SHUTDOWN_GRACE_MS as whole milliseconds from 0 to 60000, in any NODE_ENV', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '15000', NODE_ENV: 'test' }).shutdownGraceMs).toBe(15_000);
    expect(problemsOf({ SHUTDOWN_GRACE_MS: '60001' })).toEqual([
      'SHUTDOWN_GRACE_MS must be between 0 and 60000',
    ]);
    expect(problemsOf({ SHUTDOWN_GRACE_MS: '-1' })).toEqual([
      'SHUTDOWN_GRACE_MS must be between 0 and 60000',
    ]);
    expect(problemsOf({ SHUTDOWN_GRACE_MS: '2.5' })).toEqual([
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds',
    ]);
    expect(problemsOf({ SHUTDOWN_GRACE_MS: 'soon' })).toEqual([
      'SHUTDOWN_GRACE_MS must be a number of milliseconds',
    ]);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 0 and 65535']);
  });

  it('reads an OpenAI-compatible model: its address, model, optional key and time-out', () => {
    const local = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
    });
    expect(local.ai).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: undefined,
      timeoutMs: 20_000,
    });
    const hosted = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '1000',
    });
    expect(hosted.ai).toMatchObject({ apiKey: 'sk-test', timeoutMs: 1_000 });
  });

  it('keeps the built-in writer when AI_PROVIDER says embedded, whatever else is set', () => {
    const turnedOff = {
      AI_PROVIDER: 'embedded',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
    };
    expect(loadConfig(turnedOff).ai).toEqual({ provider: 'embedded' });
  });

  it('names each missing or bad AI variable', () => {
    expect(problemsOf({ AI_PROVIDER: 'ollama' })).toEqual([
      'AI_PROVIDER must be embedded or openai-compatible',
    ]);
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_BASE_URL is required when AI_PROVIDER is openai-compatible',
      'AI_MODEL is required when AI_PROVIDER is openai-compatible',
    ]);
    const withModel = { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' };
    expect(problemsOf({ ...withModel, AI_BASE_URL: 'ftp://models.example' })).toEqual([
      'AI_BASE_URL must be a URL starting with http:// or https://',
    ]);
    expect(problemsOf({ ...withModel, AI_BASE_URL: 'https://user:secret@models.example/v1' })).toEqual([
      'AI_BASE_URL must not hold a user name or password: put the key in AI_API_KEY',
    ]);
    expect(problemsOf({ AI_TIMEOUT_MS: '999' })).toEqual(['AI_TIMEOUT_MS must be between 1000 and 25000']);
    expect(problemsOf({ AI_TIMEOUT_MS: '30000' })).toEqual(['AI_TIMEOUT_MS must be between 1000 and 25000']);
    expect(problemsOf({ AI_TIMEOUT_MS: 'soon' })).toEqual(['AI_TIMEOUT_MS must be a number of milliseconds']);
  });

  it('refuses a model address with no provider named, rather than ignore it', () => {
    expect(problemsOf({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' })).toEqual([
      'AI_PROVIDER is required when AI_BASE_URL, AI_MODEL are set: openai-compatible to use that model, or embedded to keep the built-in writer',
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
