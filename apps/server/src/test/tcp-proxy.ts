import { createServer, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy in front of a real server (tests cut it to fake a network fault):
 * - `cut()`: the server is gone, as after a crash: open connections are reset and new ones refused;
 * - `hang()`: the server stops answering, as behind a dead link: connections stay open but nothing gets through;
 * - `restore()`: traffic flows again (connections from before the fault are dropped, clients reconnect).
 */
export async function tcpProxy(target: URL) {
  const open = new Set<Socket>();
  let state: 'open' | 'cut' | 'hang' = 'open';
  const server = createServer((client) => {
    client.on('error', () => {});
    open.add(client);
    client.on('close', () => open.delete(client));
    if (state === 'cut') return client.destroy();
    if (state === 'hang') return;
    const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
    upstream.on('error', () => client.destroy());
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const dropAll = () => {
    for (const s of open) s.destroy();
    open.clear();
  };
  return {
    url: url.toString(),
    cut() {
      state = 'cut';
      dropAll();
    },
    hang() {
      state = 'hang';
      for (const s of open) {
        s.unpipe();
        s.pause();
      }
    },
    restore() {
      state = 'open';
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
