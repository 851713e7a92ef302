// Lighthouse performance of the built web app as a visitor and a signed-in user meet it: the production
// server on a new embedded database, `/` as a guest and `/refine` signed in, each measured RUNS times
// (mobile, simulated throttling: Lighthouse's defaults) in Debian's Chromium, printed with the medians.
// Requires `npm run build` first. The goal is a performance score of at least 95 on both pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.mjs';
import { findChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOAL = 95;

const server = await startBuiltServer({ REQUIRE_EMAIL_VERIFICATION: 'false' });
const { base } = server;

/** Registers a user as the register page does and returns the session cookies. */
async function signedInCookies() {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${base}/api/auth/public-csrf-token`);
  keep(csrf);
  const { csrf_token: token } = await csrf.json();
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: header() },
    body: JSON.stringify({
      email: 'lighthouse@example.com',
      password: 'Correct-Horse-42',
      full_name: 'Light House',
    }),
  });
  if (registered.status !== 201) throw new Error(`register ${registered.status}: ${await registered.text()}`);
  keep(registered);
  return header();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
const chrome = await chromeLauncher.launch({
  chromePath: await findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const cookie = await signedInCookies();
  for (const [page, extraHeaders] of [
    ['/', undefined],
    ['/refine', { Cookie: cookie }],
  ]) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      const { audits, categories } = result.lhr;
      runs.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        kb: audits['total-byte-weight'].numericValue / 1024,
      });
    }
    const of = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page: page === '/refine' ? '/refine (signed in)' : page,
      'score (median)': of('score'),
      scores: runs.map((run) => run.score).join(' '),
      'FCP s': Number((of('fcp') / 1000).toFixed(1)),
      'LCP s': Number((of('lcp') / 1000).toFixed(1)),
      'TBT ms': Math.round(of('tbt')),
      CLS: Number(of('cls').toFixed(3)),
      'transferred KB': Math.round(of('kb')),
      [`>= ${GOAL}`]: of('score') >= GOAL,
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`\nLighthouse performance (mobile, simulated throttling), ${RUNS} runs per page\n`);
console.table(rows);
