// Uploads under load, as one heavy user makes it. First, one account sends 40 large (about 10 MB) PDFs,
// four at a time (twice what an account may have being read, so some meet 429 and retry after
// Retry-After), while another account analyzes a normal resume five times a second and a third uploads a
// one-page resume PDF every three seconds: the analyze p99 (goal under 1 s) and the small upload's wait
// show whether the large files crowd other people out. Then one address sends its minute's 20 uploads of a
// 10 MB Windows-1252 text file, two at a time, with /api/health probed every 50 ms: reading text must not
// hold the event loop. Each client's requests are spread over loopback addresses so the per-minute rate
// limits (per address) are not what is measured. Used by scripts/bench.mjs.
import http from 'node:http';
import PDFDocument from 'pdfkit';
import { createClient } from './bench-load.mjs';

const LARGE_UPLOADS = 40;
/** Twice what an account may have being read at once (apps/server/src/uploads/in-flight.ts). */
const UPLOAD_LANES = 4;
const TEXT_UPLOADS = 20;
const TEXT_ADDRESS = '127.0.8.2';
/** The uploader's addresses: 40 uploads over 4 stay under 20 a minute each. */
const UPLOADER_ADDRESSES = ['127.0.4.2', '127.0.4.3', '127.0.4.4', '127.0.4.5'];
const ANALYZE_ADDRESSES = ['127.0.5.2', '127.0.5.3', '127.0.5.4', '127.0.5.5', '127.0.5.6'];
/** Five a second over five addresses: one a second each, within 60 a minute. */
const ANALYZE_INTERVAL_MS = 200;
const SMALL_UPLOAD_ADDRESS = '127.0.6.2';
const SMALL_UPLOAD_INTERVAL_MS = 3000;

function collect(document, draw) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    document.on('data', (chunk) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    draw(document);
    document.end();
  });
}

const RESUME_LINES = [
  'Jordan Rivera',
  'Senior Data Analyst | jordan.rivera@example.com | Portland, OR',
  'Experience',
  'Senior Data Analyst, Northwind Logistics, 2021 - Present',
  '- Built a demand forecasting model in Python that cut stock-outs by 18% across 42 warehouses.',
  '- Automated weekly KPI reporting with SQL and Tableau, saving the operations team 12 hours a week.',
  'Education',
  'B.S. Statistics, University of Washington, 2017',
  'Skills',
  'Python, SQL, PostgreSQL, Tableau, pandas, scikit-learn, Excel',
];

/** A resume's page followed by pages of project notes, uncompressed, to about 10 MB. */
export async function largePdf() {
  return collect(new PDFDocument({ compress: false }), (document) => {
    document.text(RESUME_LINES.join('\n'));
    for (let page = 1; page < 570; page += 1) {
      document.addPage();
      for (let line = 0; line < 45; line += 1)
        document.text(
          `Project ${page}.${line}: reconciled payment batches in Python and PostgreSQL for 2 million transactions`,
        );
    }
  });
}

export const smallPdf = () =>
  collect(new PDFDocument(), (document) => document.text(RESUME_LINES.join('\n')));

/** About 10 MB of 'ANSI' text (Windows-1252: curly quotes, a bullet, an accent), as Notepad saved it. */
export function largeWindows1252Text() {
  const line = Buffer.from(
    '\x95 Led the \x93Caf\xe9\x94 launch \x96 reconciled payment batches in Python and PostgreSQL\r\n',
    'latin1',
  );
  const size = 10 * 1024 * 1024;
  const text = Buffer.alloc(size - (size % line.length));
  for (let at = 0; at < text.length; at += line.length) line.copy(text, at);
  return text;
}

/** A registered account's bearer token; any client of the account may use it from any address. */
async function accountToken(base, label) {
  const client = createClient(base, '127.0.7.2');
  const email = `bench.upload.${label}.${process.pid}@example.com`;
  const password = 'Bench-Password-2026';
  try {
    const registered = await client.send('POST', '/api/auth/register', {
      email,
      password,
      full_name: `Bench ${label}`,
      token_type: 'bearer',
    });
    if (registered.status !== 201) throw new Error(`register ${registered.status}: ${registered.text}`);
    const login = await client.send('POST', '/api/auth/login', { email, password, token_type: 'bearer' });
    const token = login.json?.access_token;
    if (typeof token !== 'string') throw new Error(`login ${login.status}: ${login.text}`);
    return token;
  } finally {
    client.close();
  }
}

/** The file as a browser's form would send it. */
function form(bytes, fileName, type = 'application/pdf') {
  const boundary = `----ResumeLoopBench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One upload from `localAddress`: its status, time and Retry-After. */
function upload(base, localAddress, token, { body, contentType }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      new URL('/api/resumes/upload', base),
      {
        method: 'POST',
        localAddress,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': body.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: Number(response.headers['retry-after'] ?? 1),
          }),
        );
      },
    );
    request.on('error', () =>
      resolve({ status: 'network error', ms: performance.now() - started, retryAfter: 1 }),
    );
    request.end(body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The highest of `read()` every 250 ms until the returned function is called, which answers it. */
function peakOf(read) {
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, read());
  };
}

/**
 * Runs the large-PDF scenario on the running service at `base`; `analyzeBody` is the resume and job to
 * analyze, `rss()` the service's resident memory in MB.
 */
export async function runUploadFairness(base, analyzeBody, rss) {
  const [large, small] = [form(await largePdf(), 'portfolio.pdf'), form(await smallPdf(), 'resume.pdf')];
  const [uploader, analyst, other] = [
    await accountToken(base, 'heavy'),
    await accountToken(base, 'analyst'),
    await accountToken(base, 'other'),
  ];
  const analysts = ANALYZE_ADDRESSES.map((address) => {
    const client = createClient(base, address);
    client.signIn(analyst);
    return client;
  });

  // The engine's threads start (and load the speller) on their first tasks: not what is measured here.
  for (const client of analysts) await client.send('POST', '/api/scoring/analyze', analyzeBody);
  const peakRss = peakOf(rss);
  const started = performance.now();
  let uploading = true;
  const uploadTimes = [];
  const uploadStatuses = new Map();
  let refused = 0;
  let next = 0;
  const lanes = Array.from({ length: UPLOAD_LANES }, async () => {
    for (let index = next++; index < LARGE_UPLOADS; index = next++) {
      for (let attempt = 0; ; attempt += 1) {
        const address = UPLOADER_ADDRESSES[(index + attempt) % UPLOADER_ADDRESSES.length];
        const result = await upload(base, address, uploader, large);
        if (result.status === 429) {
          refused += 1;
          await sleep(result.retryAfter * 1000);
          continue;
        }
        uploadTimes.push(result.ms);
        uploadStatuses.set(result.status, (uploadStatuses.get(result.status) ?? 0) + 1);
        break;
      }
    }
  });

  const analyzeTimes = [];
  let analyzeErrors = 0;
  const analyzing = (async () => {
    const sent = [];
    for (let count = 0, due = performance.now(); uploading; count += 1, due += ANALYZE_INTERVAL_MS) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const client = analysts[count % analysts.length];
      const dueAt = due;
      sent.push(
        client.send('POST', '/api/scoring/analyze', analyzeBody).then(
          (response) => {
            analyzeTimes.push(performance.now() - dueAt);
            if (response.status !== 200) analyzeErrors += 1;
          },
          () => {
            analyzeErrors += 1;
          },
        ),
      );
    }
    await Promise.all(sent);
  })();

  const smallTimes = [];
  let smallErrors = 0;
  const smallUploads = (async () => {
    while (uploading) {
      const result = await upload(base, SMALL_UPLOAD_ADDRESS, other, small);
      if (result.status === 200) smallTimes.push(result.ms);
      else smallErrors += 1;
      await sleep(SMALL_UPLOAD_INTERVAL_MS);
    }
  })();

  await Promise.all(lanes);
  const seconds = (performance.now() - started) / 1000;
  uploading = false;
  await Promise.all([analyzing, smallUploads]);
  for (const client of analysts) client.close();
  return {
    peakRss: peakRss(),
    uploads: uploadTimes.length,
    uploadStatuses: Object.fromEntries(uploadStatuses),
    refused,
    seconds,
    uploadP50: percentile(uploadTimes, 50),
    uploadP99: percentile(uploadTimes, 99),
    analyzeRequests: analyzeTimes.length,
    analyzeP50: percentile(analyzeTimes, 50),
    analyzeP99: percentile(analyzeTimes, 99),
    analyzeErrors,
    smallUploads: smallTimes.length,
    smallP50: percentile(smallTimes, 50),
    smallMax: percentile(smallTimes, 100),
    smallErrors,
  };
}

/**
 * One address's 20 uploads of a 10 MB Windows-1252 text file (its per-minute limit), two at a time, with
 * /api/health probed every 50 ms by another client.
 */
export async function runTextUploads(base, rss) {
  const text = form(largeWindows1252Text(), 'resume.txt', 'text/plain');
  const token = await accountToken(base, 'text');
  const health = createClient(base, '127.0.8.3');
  const healthTimes = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      const response = await health.send('GET', '/api/health');
      if (response.status === 200) healthTimes.push(performance.now() - started);
      await sleep(50);
    }
  })();
  const peakRss = peakOf(rss);
  const started = performance.now();
  const times = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let index = next++; index < TEXT_UPLOADS; index = next++) {
        const result = await upload(base, TEXT_ADDRESS, token, text);
        if (result.status === 200) times.push(result.ms);
        else errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  probing = false;
  await prober;
  health.close();
  return {
    peakRss: peakRss(),
    uploads: times.length,
    errors,
    seconds,
    uploadP50: percentile(times, 50),
    uploadP99: percentile(times, 99),
    healthP50: percentile(healthTimes, 50),
    healthP99: percentile(healthTimes, 99),
    healthMax: percentile(healthTimes, 100),
  };
}
