import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

/**
 * The tab's one Socket.IO connection to the gateway (decision 004). socket.io-client loads in its own chunk the first
 * time `startSocket` runs, after the first render. Handlers and rooms registered before that are kept and applied on
 * every (re)connect, so callers never wait for the socket.
 */
export type SocketAuth = { userId: string; accessToken: string; idToken: string } | null;

/** Rooms a page asks for; the own private room is joined by the server at the handshake. */
export type RoomRequest = { publicUser: number } | { challenge: number };

/** Pseudo-event sent to `onSocketEvent('connect', …)` handlers after every connect and reconnect. */
export type ConnectInfo = { connectedAt: number; first: boolean };
export const CONNECT = 'connect';

type Handler = (...args: unknown[]) => void;
type ClientFactory = (opts: Partial<ManagerOptions & SocketOptions>) => Socket;
export type StartOptions = {
  auth: SocketAuth;
  /** Called when the gateway refuses the tokens: any authenticated API call refreshes them (decision 004). */
  onUnauthorized: () => Promise<unknown>;
  /** Tests pass a fake client; the app loads socket.io-client. */
  load?: () => Promise<ClientFactory>;
};

const loadClient = () => import('socket.io-client').then((m) => m.io as ClientFactory);

const handlers = new Map<string, Set<Handler>>();
const rooms = new Map<string, { request: RoomRequest; count: number }>();
let socket: Socket | null = null;
let auth: SocketAuth = null;
/** Whose tokens the last handshake carried (null before the first). */
let handshakeUser: string | null = null;
let starting: Promise<void> | null = null;
let onUnauthorized: () => Promise<unknown> = async () => undefined;
let connects = 0;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const identity = (a: SocketAuth) => a?.userId ?? 'anonymous';
const roomKey = (r: RoomRequest) => ('publicUser' in r ? `public-user-${r.publicUser}` : `challenge-${r.challenge}`);

function dispatch(name: string, args: unknown[]) {
  for (const handler of [...(handlers.get(name) ?? [])]) {
    try {
      handler(...args);
    } catch (error) {
      console.error(`realtime: handler of ${name} failed`, error);
    }
  }
}

function join(s: Socket, request: RoomRequest) {
  const warn = (answer: unknown) => {
    if (!(answer as { ok?: boolean } | undefined)?.ok) console.warn('realtime: join refused', request, answer);
  };
  if ('publicUser' in request) s.emit('joinUserChannel', { userId: request.publicUser, channel: 'public' }, warn);
  else s.emit('joinChallenge', { challengeIds: [request.challenge] }, warn);
}

/** 1 s, 2 s, 4 s … up to 30 s, with jitter so a restarted server is not hit by every tab at once. */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

function scheduleConnect(s: Socket, delay: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (socket === s && !s.connected) s.connect();
  }, delay);
}

/** Leaves the old user's private room: a new handshake with the current tokens. */
function reconnect(s: Socket) {
  retries = 0;
  s.disconnect();
  s.connect();
}

function wire(s: Socket) {
  s.on('connect', () => {
    // The user changed while this handshake was under way: redo it now that the socket can close cleanly.
    if (handshakeUser !== null && handshakeUser !== identity(auth)) return reconnect(s);
    retries = 0;
    for (const { request } of rooms.values()) join(s, request);
    dispatch(CONNECT, [{ connectedAt: Date.now(), first: connects++ === 0 } satisfies ConnectInfo]);
  });
  s.on('disconnect', (reason) => {
    dispatch('disconnect', [reason]);
    // The server closed the socket (shutdown, restart): Socket.IO does not retry that by itself.
    if (reason === 'io server disconnect') scheduleConnect(s, backoff(retries++));
  });
  s.on('connect_error', (error) => {
    // A transport failure is retried by Socket.IO (s.active); a refusal by the gateway's middleware is not.
    if (s.active) return;
    const attempt = retries++;
    if (error.message === 'unauthorized' || error.message === 'suspended') {
      void onUnauthorized()
        .catch(() => undefined)
        .finally(() => scheduleConnect(s, attempt === 0 ? 0 : backoff(attempt)));
    } else scheduleConnect(s, backoff(attempt));
  });
  s.onAny((name: string, ...args: unknown[]) => dispatch(name, args));
}

/** Creates the socket once (later calls only update the tokens). */
export function startSocket(options: StartOptions): Promise<void> {
  onUnauthorized = options.onUnauthorized;
  if (starting) {
    setSocketAuth(options.auth);
    return starting;
  }
  auth = options.auth;
  starting = (options.load ?? loadClient)().then((io) => {
    const s = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // Read at every handshake, so a reconnect always carries the current tokens.
      auth: (cb) => {
        handshakeUser = identity(auth);
        cb(auth ? { accessToken: auth.accessToken, idToken: auth.idToken } : {});
      },
    });
    socket = s;
    wire(s);
  });
  // A chunk that failed to load (offline) is tried again on the next call.
  starting.catch(() => {
    starting = null;
  });
  return starting;
}

/**
 * New tokens. A different user (login, logout, account switch) reconnects at once so the socket leaves the old
 * private room; a refresh of the same user keeps the connection (the gateway checks tokens only at the handshake)
 * and the next handshake uses the new tokens. A socket still connecting is not closed (the browser warns about a
 * WebSocket closed before it was established): its connect handler redoes the handshake.
 */
export function setSocketAuth(next: SocketAuth) {
  const changedUser = identity(next) !== identity(auth);
  auth = next;
  if (changedUser && socket?.connected) reconnect(socket);
}

/** Listens to a server event (or CONNECT / 'disconnect'); returns the unsubscribe function. */
export function onSocketEvent(name: string, handler: Handler): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  handlers.set(name, set);
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/**
 * Joins a room now (when connected) and after every reconnect while at least one caller holds it. The gateway has no
 * leave event, so releasing only stops the re-joins.
 */
export function joinRoom(request: RoomRequest): () => void {
  const key = roomKey(request);
  const held = rooms.get(key);
  if (held) held.count++;
  else {
    rooms.set(key, { request, count: 1 });
    if (socket?.connected) join(socket, request);
  }
  return () => {
    const entry = rooms.get(key);
    if (entry && --entry.count <= 0) rooms.delete(key);
  };
}

/** Closes the socket and forgets everything (tests). */
export function resetSocket() {
  clearTimeout(retryTimer);
  socket?.disconnect();
  socket = null;
  starting = null;
  auth = null;
  handshakeUser = null;
  connects = 0;
  retries = 0;
  handlers.clear();
  rooms.clear();
}
