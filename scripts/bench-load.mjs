// Load on the running service as many people would make it: each client has its own account and its own
// loopback address (127.0.0.x), so per-client rate limits and lockouts apply to each as in real use and
// do not cap the total. Used by scripts/bench.mjs.
import http from 'node:http';

// The same body is sent thousands of times: it is written as JSON once.
const payloads = new WeakMap();
function payloadOf(body) {
  let payload = payloads.get(body);
  if (payload === undefined) {
    payload = JSON.stringify(body);
    payloads.set(body, payload);
  }
  return payload;
}

/** A keep-alive client bound to one loopback address, speaking JSON. */
export function createClient(base, localAddress) {
  // A few connections, as a browser keeps: at a fixed rate a request does not wait for the one before.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  const headers = { 'content-type': 'application/json' };
  const send = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : payloadOf(body);
      const request = http.request(
        new URL(path, base),
        {
          method,
          agent,
          headers: payload ? { ...headers, 'content-length': Buffer.byteLength(payload) } : headers,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            // Read as JSON only when asked: under load only the status counts, and parsing every answer
            // would take the service's CPU (the load runs on the same machine).
            const remaining = response.headers['x-ratelimit-remaining'];
            resolve({
              status: response.statusCode ?? 0,
              // What the service says this client may still send in its rate-limit window.
              remaining: remaining === undefined ? Infinity : Number(remaining),
              text,
              get json() {
                try {
                  return JSON.parse(text);
                } catch {
                  return undefined;
                }
              },
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      if (payload) request.write(payload);
      request.end();
    });
  return {
    send,
    signIn(token) {
      headers.authorization = `Bearer ${token}`;
    },
    close: () => agent.destroy(),
  };
}

/** Registers an account from this client and signs it in with a bearer token. */
export async function signUp(client, index) {
  const email = `bench.${index}.${process.pid}@example.com`;
  const password = 'Bench-Password-2026';
  const registered = await client.send('POST', '/api/auth/register', {
    email,
    password,
    full_name: `Bench User ${index}`,
    token_type: 'bearer',
  });
  if (registered.status !== 201) throw new Error(`register ${registered.status}: ${registered.text}`);
  const login = await client.send('POST', '/api/auth/login', { email, password, token_type: 'bearer' });
  const token = login.json?.access_token;
  if (login.status !== 200 || typeof token !== 'string')
    throw new Error(`login ${login.status}: ${login.text}`);
  client.signIn(token);
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The clients send `request` for `seconds`: back to back (each waits for its answer, the most the service
 * can do), or, with `ratePerSecond`, at that fixed total rate spread evenly over the clients (what a
 * given number of people cause, whatever the answers' speed). A request's time runs from when it was due,
 * so a late start counts as waiting. Meanwhile one more client asks for /api/health every 50 ms.
 *
 * A client stops once the service says it may send no more in its rate-limit window
 * (`x-ratelimit-remaining: 0`), and the run ends when every client has stopped or `seconds` have passed,
 * whichever comes first: on a machine fast enough to spend every allowance early, the rate is read over
 * the time the requests took, instead of counting the 429s that would follow as errors or capping the
 * figure. (At a fixed rate, requests already sent when that answer comes may still meet a 429: the
 * default rate asks each client for half its allowance.)
 */
export async function runLoad({ base, clients, seconds, request, ratePerSecond }) {
  const latencies = [];
  const statuses = new Map();
  const health = createClient(base, '127.0.0.250');
  const healthLatencies = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      const response = await health.send('GET', '/api/health');
      if (response.status === 200) healthLatencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const spent = new Set();
  const measure = async (client, due) => {
    let status;
    try {
      const response = await request(client);
      status = response.status;
      if (response.remaining <= 0) spent.add(client);
    } catch {
      status = 'network error';
    }
    latencies.push(performance.now() - due);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  if (ratePerSecond) {
    const interval = (1000 * clients.length) / ratePerSecond;
    await Promise.all(
      clients.map(async (client, index) => {
        const sent = [];
        for (
          let due = started + (index * interval) / clients.length;
          due < deadline && !spent.has(client);
          due += interval
        ) {
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          sent.push(measure(client, due));
        }
        await Promise.all(sent);
      }),
    );
  } else {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline && !spent.has(client)) await measure(client, performance.now());
      }),
    );
  }
  const elapsed = (performance.now() - started) / 1000;
  probing = false;
  await prober;
  health.close();
  latencies.sort((a, b) => a - b);
  healthLatencies.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  return {
    requestsPerSecond: ok / elapsed,
    requests: latencies.length,
    seconds: elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: latencies.length - ok,
    statuses: Object.fromEntries(statuses),
    healthP50: percentile(healthLatencies, 50),
    healthP99: percentile(healthLatencies, 99),
  };
}
