import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** Listens on a free port (which also starts the outbox publisher) and answers the base URL. */
export async function listenOnFreePort(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A real socket.io-client connection; rejects with the server's refusal message. */
export function connectClient(url: string, auth: Record<string, string> = {}): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Every payload of `event` received from now on. */
export function collect<T = Record<string, unknown>>(socket: Socket, event: string) {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}

/** The next payload of `event` matching `pred`, or a rejection after `ms`. */
export function nextEvent<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  pred: (p: T) => boolean = () => true,
  ms = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (p: T) => {
      if (!pred(p)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(p);
    };
    socket.on(event, on);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
