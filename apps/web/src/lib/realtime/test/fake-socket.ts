import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the socket.io-client Socket: records what the app emits and lets a test play the server. */
export class FakeSocket {
  connected = false;
  active = true;
  readonly emitted: { name: string; args: unknown[] }[] = [];
  readonly opts: Record<string, unknown>;
  private listeners = new Map<string, Listener[]>();
  private any: Listener[] = [];
  connect = vi.fn(() => this);
  disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });

  constructor(opts: Record<string, unknown>) {
    this.opts = opts;
  }

  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.any.push(listener);
    return this;
  }
  emit(name: string, ...args: unknown[]) {
    this.emitted.push({ name, args });
    return this;
  }

  /** The auth the next handshake would send. */
  handshakeAuth(): Record<string, unknown> {
    let sent: Record<string, unknown> = {};
    (this.opts.auth as (cb: (a: Record<string, unknown>) => void) => void)((a) => {
      sent = a;
    });
    return sent;
  }

  /** Server side: a reserved event (connect, disconnect, connect_error). */
  fire(name: string, ...args: unknown[]) {
    if (name === 'connect') this.connected = true;
    if (name === 'disconnect') this.connected = false;
    for (const l of this.listeners.get(name) ?? []) l(...args);
  }
  /** Server side: an emitted event. */
  serverEmit(name: string, ...args: unknown[]) {
    for (const l of this.any) l(name, ...args);
  }
}

/** A `load` for startSocket that hands out FakeSockets; the latest is `sockets.at(-1)`. */
export function fakeClient() {
  const sockets: FakeSocket[] = [];
  const load = async () => (opts: Record<string, unknown>) => {
    const s = new FakeSocket(opts);
    sockets.push(s);
    return s as unknown as Socket;
  };
  return { sockets, load };
}
