/**
 * Child process of bench/bounties.ts: a closed-loop HTTP/1.1 load generator (N keep-alive connections, one
 * request in flight on each), written on raw sockets so its own cost stays small beside the server's.
 * Talks to the parent over IPC: { cmd: 'run', ... } answers the count, p50/p99/max latency and non-2xx responses.
 */
import net from 'node:net';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> };
export type LoadRun = {
  cmd: 'run';
  port: number;
  requests: LoadRequest[];
  connections: number;
  durationMs: number;
};
export type LoadResult = { count: number; errors: number; seconds: number; p50: number; p99: number; max: number };

function encode(r: LoadRequest, port: number) {
  const body = r.body === undefined ? '' : JSON.stringify(r.body);
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: 'keep-alive',
    // What every browser sends: the shared pages answer it with their compressed bytes.
    'accept-encoding': 'gzip, deflate, br, zstd',
    ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...r.headers,
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return Buffer.from(`${r.method} ${r.path} HTTP/1.1\r\n${head.join('')}\r\n${body}`);
}

/** One connection: sends a random request, waits for the whole response, repeats until `endAt`. */
function connection(port: number, requests: Buffer[], endAt: number, record: (ms: number, ok: boolean) => void) {
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      if (performance.now() >= endAt) {
        socket.end();
        return resolve();
      }
      sentAt = performance.now();
      socket.write(requests[Math.floor(Math.random() * requests.length)]!);
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const headEnd = pending.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = pending.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) return reject(new Error(`response without content-length:\n${head}`));
      const total = headEnd + 4 + Number(length[1]);
      if (pending.length < total) return;
      const status = Number(head.slice(9, 12));
      record(performance.now() - sentAt, status >= 200 && status < 300);
      pending = pending.subarray(total);
      send();
    });
  });
}

async function drive(run: LoadRun, durationMs: number, record: (ms: number, ok: boolean) => void) {
  const encoded = run.requests.map((r) => encode(r, run.port));
  const endAt = performance.now() + durationMs;
  await Promise.all(Array.from({ length: run.connections }, () => connection(run.port, encoded, endAt, record)));
}

const pct = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(run: LoadRun): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await drive(run, run.durationMs, (ms, ok) => {
    latencies.push(ms);
    if (!ok) errors += 1;
  });
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    errors,
    seconds,
    p50: pct(sorted, 0.5),
    p99: pct(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

process.on('message', (msg: LoadRun | { cmd: 'close' }) => {
  if (msg.cmd === 'close') process.exit(0);
  measure(msg).then(
    (result) => process.send!(result),
    (err: Error) => process.send!({ error: err.message }),
  );
});
