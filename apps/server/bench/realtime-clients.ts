/**
 * Child process of bench/realtime.ts: holds the socket.io-client connections, so the server's memory
 * and event loop are measured without them. Talks to the parent over IPC.
 */
import { io, type Socket } from 'socket.io-client';

type Msg =
  | { cmd: 'connect'; urls: string[]; clients: number }
  | { cmd: 'arm'; bountyId: number; timeoutMs: number }
  | { cmd: 'close' };

const sockets: Socket[] = [];
const now = () => performance.timeOrigin + performance.now();
let armed: {
  bountyId: number;
  times: number[];
  instances: number[];
  done: (timedOut: boolean) => void;
} | null = null;

function open(url: string, instance: number) {
  return new Promise<Socket>((resolve, reject) => {
    const s = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
    s.on('bountyUpped', (p: { bountyId: number }) => {
      if (!armed || p.bountyId !== armed.bountyId) return;
      armed.times.push(now());
      armed.instances.push(instance);
      if (armed.times.length === sockets.length) armed.done(false);
    });
  });
}

process.on('message', async (msg: Msg) => {
  if (msg.cmd === 'connect') {
    for (let i = 0; i < msg.clients; i += 100) {
      const batch = Array.from({ length: Math.min(100, msg.clients - i) }, (_, k) =>
        open(msg.urls[(i + k) % msg.urls.length]!, (i + k) % msg.urls.length),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    process.send!({ connected: sockets.length });
  } else if (msg.cmd === 'arm') {
    const times: number[] = [];
    const instances: number[] = [];
    const timer = setTimeout(() => armed?.done(true), msg.timeoutMs);
    armed = {
      bountyId: msg.bountyId,
      times,
      instances,
      done: (timedOut) => {
        clearTimeout(timer);
        armed = null;
        process.send!({ times, instances, timedOut });
      },
    };
    process.send!({ armed: true });
  } else if (msg.cmd === 'close') {
    for (const s of sockets) s.close();
    process.exit(0);
  }
});
