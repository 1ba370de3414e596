import { isAdminRole, joinChallengeSchema, joinUserChannelSchema, type RealtimeAck, ROOMS } from '@crowns/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Counter, Gauge, type Registry } from 'prom-client';
import { Server, type Socket } from 'socket.io';
import type { AppDeps } from '../../deps';
import { createPublisher, type PublisherOptions } from '../events/publisher';
import { adapterClients, closeRedis } from '../redis';
import { type SocketSession, socketUser } from './auth';

type Ack = (answer: RealtimeAck) => void;
const ackOf = (args: unknown[]): Ack => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : () => {};
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Server-side room of the sockets of one login (refresh-token family); clients cannot join it. */
const sessionRoom = (sessionId: string) => `session-${sessionId}`;

/** Whose sockets to close: every socket of a user (suspension, password reset) or of one login (logout). */
export type SocketsOf = { userId: number } | { sessionId: string };

/**
 * Socket.IO on the API server (path /socket.io) plus the outbox publisher that feeds it.
 * Everyone is in `public-notifications`; a signed-in socket is also in `private-user-{ownId}` and its session's room,
 * and is closed when its access token expires or its session ends (`endSockets`); the client then reconnects and
 * the handshake checks its current tokens.
 * The publisher starts when the server listens (catch-up of unpublished rows) and stops on close.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: AppDeps,
  opts: PublisherOptions & {
    metrics?: Registry;
    /** Also told of every emitted event (e.g. the notification mailer); must not throw or block. */
    onPublished?: (name: string, payload: unknown) => void;
  } = {},
) {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redis: Redis[] = [];
  if (deps.env.REDIS_URL) {
    const { pub, sub } = adapterClients(deps.env.REDIS_URL, deps.logger);
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    socketUser(deps, socket.handshake.auth ?? {}, socket.handshake.headers).then(
      (session) => {
        socket.data.session = session;
        next();
      },
      (err: Error) => next(new Error(err.message === 'suspended' ? 'suspended' : 'unauthorized')),
    );
  });
  io.on('connection', (socket) => onConnection(deps, socket));

  const registers = opts.metrics ? [opts.metrics] : [];
  new Gauge({
    name: 'realtime_sockets',
    help: 'Socket.IO connections on this instance',
    registers,
    collect() {
      this.set(io.of('/').sockets.size);
    },
  });
  const published = new Counter({
    name: 'realtime_events_published_total',
    help: 'Outbox events emitted by this instance, by event name',
    labelNames: ['event'],
    registers,
  });
  const local = io.of('/').adapter;
  const publisher = createPublisher(
    deps.database,
    (rooms, name, payload) => {
      // Alone (no Redis), an event none of this instance's sockets listens to is not encoded at all.
      if (redis.length > 0 || rooms.some((room) => local.rooms.has(room))) io.to(rooms).emit(name, payload);
      published.inc({ event: name });
      opts.onPublished?.(name, payload);
    },
    deps.logger,
    opts,
  );
  /** Closes the sockets on every instance (the Redis adapter forwards it); call after the change committed. */
  const endSockets = (of: SocketsOf) =>
    io.in('userId' in of ? ROOMS.privateUser(of.userId) : sessionRoom(of.sessionId)).disconnectSockets(true);
  const realtime = { io, publisher, endSockets };
  app.decorate('realtime', realtime);
  app.addHook('onListen', async () => {
    await publisher.start();
  });
  // preClose: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    await publisher.stop();
    io.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
    await Promise.all(redis.map(closeRedis));
  });
  return realtime;
}
export type Realtime = ReturnType<typeof registerRealtime>;

function onConnection(deps: AppDeps, socket: Socket) {
  const session: SocketSession | null = socket.data.session ?? null;
  const userId = session?.userId ?? null;
  void socket.join(
    session ? [ROOMS.public, ROOMS.privateUser(session.userId), sessionRoom(session.sessionId)] : [ROOMS.public],
  );
  // The private admin channel; a role change ends the account's sessions, so membership follows the role.
  if (session && isAdminRole(session.role)) void socket.join(ROOMS.admins);
  if (session) {
    // The access token was checked at the handshake only: when it expires the socket closes, and the client's
    // reconnect presents its current tokens ('unauthorized' makes it refresh them first).
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, session.expiresAt - deps.clock.now().getTime()),
    );
    socket.once('disconnect', () => clearTimeout(expiry));
  }

  socket.on('joinChallenge', (...args: unknown[]) => {
    const ack = ackOf(args);
    const parsed = joinChallengeSchema.safeParse(args[0]);
    if (!parsed.success) return ack({ ok: false, error: 'invalid payload' });
    const rooms = parsed.data.challengeIds.map(ROOMS.challenge);
    void socket.join(rooms);
    ack({ ok: true, rooms });
  });

  socket.on('joinUserChannel', (...args: unknown[]) => {
    const ack = ackOf(args);
    const parsed = joinUserChannelSchema.safeParse(args[0]);
    if (!parsed.success) return ack({ ok: false, error: 'invalid payload' });
    const { userId: wanted, channel } = parsed.data;
    if (channel === 'public') {
      const room = ROOMS.publicUser(wanted);
      void socket.join(room);
      return ack({ ok: true, rooms: [room] });
    }
    if (wanted !== userId) {
      deps.logger.warn(
        { socketId: socket.id, userId, wanted, ip: socket.handshake.address },
        'realtime: refused join of another user’s private room',
      );
      return ack({ ok: false, error: 'forbidden' });
    }
    const rooms = [ROOMS.privateUser(wanted), ROOMS.publicUser(wanted)];
    void socket.join(rooms);
    ack({ ok: true, rooms });
  });
}
