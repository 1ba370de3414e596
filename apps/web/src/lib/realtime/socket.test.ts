import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECT, joinRoom, onSocketEvent, resetSocket, setSocketAuth, startSocket } from '../socket';
import { fakeClient } from './test/fake-socket';

const kai = { userId: '7', accessToken: 'a1', idToken: 'i1' };

afterEach(() => {
  resetSocket();
  vi.useRealTimers();
});

async function started(auth: typeof kai | null = kai, onUnauthorized = vi.fn(async () => undefined)) {
  const client = fakeClient();
  await startSocket({ auth, onUnauthorized, load: client.load });
  return { socket: client.sockets[0]!, onUnauthorized, count: () => client.sockets.length };
}

describe('the tab socket', () => {
  it('connects at /socket.io, websocket first, with the session tokens in the handshake', async () => {
    const { socket, count } = await started();
    expect(socket.opts).toMatchObject({ path: '/socket.io', transports: ['websocket', 'polling'] });
    expect(socket.handshakeAuth()).toEqual({ accessToken: 'a1', idToken: 'i1' });
    await startSocket({ auth: kai, onUnauthorized: async () => undefined });
    expect(count()).toBe(1);
  });

  it('a visitor connects without tokens', async () => {
    const { socket } = await started(null);
    expect(socket.handshakeAuth()).toEqual({});
  });

  it('delivers server events to handlers registered before the socket existed', async () => {
    const seen: unknown[] = [];
    const off = onSocketEvent('bountyUpped', (p) => seen.push(p));
    const { socket } = await started();
    socket.serverEmit('bountyUpped', { bountyId: 1 });
    off();
    socket.serverEmit('bountyUpped', { bountyId: 2 });
    expect(seen).toEqual([{ bountyId: 1 }]);
  });

  it('re-joins the rooms pages asked for and announces every connect (first, then reconnects)', async () => {
    const connects: unknown[] = [];
    onSocketEvent(CONNECT, (info) => connects.push(info));
    const release = joinRoom({ publicUser: 9 });
    joinRoom({ challenge: 4 });
    const { socket } = await started();
    socket.fire('connect');
    expect(socket.emitted.map((e) => [e.name, e.args[0]])).toEqual([
      ['joinUserChannel', { userId: 9, channel: 'public' }],
      ['joinChallenge', { challengeIds: [4] }],
    ]);
    release();
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(socket.emitted.slice(2).map((e) => e.name)).toEqual(['joinChallenge']);
    expect(connects).toMatchObject([{ first: true }, { first: false }]);
  });

  it('joins a room at once when already connected', async () => {
    const { socket } = await started();
    socket.fire('connect');
    joinRoom({ publicUser: 3 });
    expect(socket.emitted).toHaveLength(1);
    expect(socket.emitted[0]?.args[0]).toEqual({ userId: 3, channel: 'public' });
  });

  it("an 'unauthorized' refusal refreshes the tokens through the API, then reconnects with the new ones", async () => {
    vi.useFakeTimers();
    const { socket, onUnauthorized } = await started();
    socket.active = false;
    socket.fire('connect_error', new Error('unauthorized'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setSocketAuth({ ...kai, accessToken: 'a2', idToken: 'i2' });
    await vi.runAllTimersAsync();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.handshakeAuth()).toEqual({ accessToken: 'a2', idToken: 'i2' });
  });

  it('a transport failure is left to the Socket.IO retry', async () => {
    const { socket, onUnauthorized } = await started();
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('reconnects after the server closed the socket (restart), which Socket.IO does not retry itself', async () => {
    vi.useFakeTimers();
    const { socket } = await started();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(socket.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('login, logout or another account reconnect at once; a token refresh of the same user does not', async () => {
    const { socket } = await started(null);
    socket.handshakeAuth();
    socket.fire('connect');
    setSocketAuth(kai);
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    setSocketAuth({ ...kai, accessToken: 'fresh' });
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.handshakeAuth()).toEqual({ accessToken: 'fresh', idToken: 'i1' });
    socket.handshakeAuth();
    socket.fire('connect');
    setSocketAuth(null);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(socket.handshakeAuth()).toEqual({});
  });

  it('a login during the handshake never closes the connecting socket: the handshake is redone once connected', async () => {
    const { socket } = await started(null);
    const connects = vi.fn();
    onSocketEvent(CONNECT, connects);
    expect(socket.handshakeAuth()).toEqual({});
    setSocketAuth(kai);
    expect(socket.disconnect).not.toHaveBeenCalled();
    socket.fire('connect');
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(connects).not.toHaveBeenCalled();
    expect(socket.handshakeAuth()).toEqual({ accessToken: 'a1', idToken: 'i1' });
    socket.fire('connect');
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(connects).toHaveBeenCalledTimes(1);
  });
});
