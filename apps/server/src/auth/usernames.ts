/** SPEC §5: 3-20 letters, digits, underscores or hyphens. */
const MAX = 20;

/** A username derived from the email's local part; `taken` is asked until a free one is found. */
export async function generateUsername(
  email: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const local = email.split('@')[0] ?? '';
  let base = local
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, MAX);
  if (base.length < 3) base = `${base || 'user'}_user`.slice(0, MAX);
  if (!(await taken(base))) return base;
  for (let attempt = 1; attempt < 10_000; attempt++) {
    const suffix = String(attempt + 1);
    const candidate = `${base.slice(0, MAX - suffix.length)}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error('no free username found');
}
