import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

type StoredSecrets = { session_secret: string };

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR (mode 0600), so
 * signed cookies and CSRF tokens survive restarts of a self-hosted instance without any set-up.
 */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StoredSecrets>;
    if (typeof stored.session_secret === 'string' && stored.session_secret.length >= 32)
      return stored.session_secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
    }
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify({ session_secret: secret } satisfies StoredSecrets, null, 2)}\n`, {
    mode: 0o600,
  });
  return secret;
}
