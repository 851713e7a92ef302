// The admin console's list of accounts at the size issue 27 names: 10,000 accounts in a scratch
// PostgreSQL database (made and dropped here, filled by one INSERT ... SELECT), read through the built
// server's real route (GET /api/admin/users) by a signed-in admin: the first page, a page near the end,
// and a search. Each request waits for the one before, so the figures are latencies, not queueing.
// Used by scripts/bench.mjs; `node scripts/bench-admin.mjs` runs it alone (TEST_DATABASE_URL or
// BENCH_DATABASE_URL names the server; `npm run build` first).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient, signUp } from './bench-load.mjs';
import { startBuiltServer } from './built-server.mjs';

export const ADMIN_BENCH_USERS = 10_000;
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 300);
/** The route allows each client 60 requests a minute: a new loopback address every 50 requests. */
const PER_ADDRESS = 50;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Frances',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Smith',
  'Allen',
];

/** 10,000 accounts in one statement: varied names, a third unverified, a fifth premium, a second apart. */
async function seed(client) {
  await client.query(
    `insert into users (email, username, full_name, password_hash, email_verified_at, plan_tier, created_at, updated_at)
     select 'person' || n || '@example' || (n % 50) || '.com',
            'person' || n,
            ($1::text[])[1 + n % 10] || ' ' || ($2::text[])[1 + (n / 10) % 10],
            null,
            case when n % 3 = 0 then null else now() end,
            case when n % 5 = 0 then 'premium' else 'free' end,
            now() - make_interval(secs => n),
            now()
     from generate_series(1, $3::int) as n`,
    [FIRST, LAST, ADMIN_BENCH_USERS],
  );
  await client.query('analyze users');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function runAdminUsersBench(postgresUrl) {
  const name = `resumeloop_bench_admin_${process.pid}`;
  const root = new pg.Client({ connectionString: postgresUrl });
  await root.connect();
  await root.query(`create database ${name}`);
  await root.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resumeloop-bench-admin-'));
  const database = new pg.Client({ connectionString: url.href });
  let server;
  try {
    server = await startBuiltServer({ DATABASE_URL: url.href, DATA_DIR: dataDir });
    await database.connect();
    const seeding = performance.now();
    await seed(database);
    const seedMs = performance.now() - seeding;

    // The admin: registered through the API, made an admin as ADMIN_EMAILS or another admin would.
    const clients = [];
    const clientFor = (index) => {
      const slot = Math.floor(index / PER_ADDRESS);
      clients[slot] ??= createClient(server.base, `127.0.4.${slot + 2}`);
      return clients[slot];
    };
    const first = clientFor(0);
    await signUp(first, 'admin');
    const email = `bench.admin.${process.pid}@example.com`;
    await database.query('update users set is_admin = true where email = $1', [email]);
    const login = await first.send('POST', '/api/auth/login', {
      email,
      password: 'Bench-Password-2026',
      token_type: 'bearer',
    });
    const token = login.json?.access_token;
    if (typeof token !== 'string') throw new Error(`admin login ${login.status}: ${login.text}`);

    const scenarios = [
      ['first page (25 newest)', '/api/admin/users'],
      ['page 399 of 401 (offset 9,950)', '/api/admin/users?page=399'],
      ['search "lovelace" (1,000 matches), first page', '/api/admin/users?q=lovelace'],
      ['search "person7777" (1 match)', '/api/admin/users?q=person7777'],
      ['premium and unverified, page 5', '/api/admin/users?plan=premium&status=unverified&page=5'],
    ];
    let sent = 0;
    const rows = [];
    for (const [scenario, target] of scenarios) {
      const latencies = [];
      let total;
      for (let sample = -10; sample < SAMPLES; sample += 1) {
        const client = clientFor(sent++);
        client.signIn(token);
        const started = performance.now();
        const response = await client.send('GET', target);
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${target}: ${response.status} ${response.text}`);
        // The first ten warm the route and the plan cache; they are not counted.
        if (sample >= 0) latencies.push(elapsed);
        total ??= response.json?.total;
      }
      latencies.sort((a, b) => a - b);
      rows.push({ scenario, total, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
    }
    for (const client of clients) client?.close();
    return { seedMs, samples: SAMPLES, rows };
  } finally {
    await server?.stop();
    await database.end().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    const again = new pg.Client({ connectionString: postgresUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  }
}

/** The table bench.mjs prints, and the goal rows it adds to its goals. */
export function printAdminUsersBench(result) {
  console.log(
    `\nadmin console: GET /api/admin/users over ${ADMIN_BENCH_USERS.toLocaleString('en-US')} accounts on PostgreSQL (seeded in ${Math.round(result.seedMs)} ms; ${result.samples} requests each, one at a time; goal p99 < 100 ms)\n`,
  );
  console.table(
    result.rows.map((row) => ({
      request: row.scenario,
      total: row.total,
      'p50 ms': Number(row.p50.toFixed(1)),
      'p99 ms': Number(row.p99.toFixed(1)),
      'goal met': row.p99 < 100,
    })),
  );
}

export function adminUsersGoal(result) {
  const worst = Math.max(...result.rows.map((row) => row.p99));
  return {
    database: 'postgres',
    goal: `admin users list and search p99 < 100 ms (${ADMIN_BENCH_USERS.toLocaleString('en-US')} accounts)`,
    measured: Number(worst.toFixed(1)),
    met: worst < 100,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    console.error('Name a PostgreSQL server: BENCH_DATABASE_URL or TEST_DATABASE_URL.');
    process.exit(2);
  }
  const result = await runAdminUsersBench(postgresUrl);
  printAdminUsersBench(result);
  console.table([adminUsersGoal(result)]);
}
