import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../../src/authProvider/tokenStore';
import { startLiveChannel } from '../../src/live';
import { startLiveServer } from './msw/liveServer';

type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

describe('live channel client (A6)', () => {
  let live: LiveServer;
  let stop: () => void = () => undefined;
  const tokens = createTokenStore(window.localStorage);
  const onLogout = vi.fn();
  const onTokenRejected = vi.fn();

  const start = () => {
    stop = startLiveChannel({ tokens, userId: 'u-1', onLogout, onTokenRejected, socketUrl: live.socketUrl, retryDelay: () => 0 });
  };

  beforeEach(async () => {
    localStorage.clear();
    onLogout.mockReset();
    onTokenRejected.mockReset();
    live = await startLiveServer();
  });

  afterEach(async () => {
    stop();
    await live.close();
  });

  it('opens with the access token once signed in', async () => {
    start();
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    await vi.waitFor(() => expect(live.connections.map(({ token }) => token)).toEqual(['access-1']));
    expect(live.connections[0].url).toBe('/gw/ws');
  });

  it('re-opens with the fresh token after a refresh and closes on logout', async () => {
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    start();
    await vi.waitFor(() => expect(live.connections.map(({ token }) => token)).toEqual(['access-1']));
    tokens.save({ token: 'access-2', refreshToken: 'refresh-2' });
    await live.connections[0].closed;
    await vi.waitFor(() => expect(live.connections.map(({ token }) => token)).toEqual(['access-1', 'access-2']));
    tokens.clear();
    await live.connections[1].closed;
  });

  it('closes when another tab removes the session token', async () => {
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    start();
    await vi.waitFor(() => expect(live.connections).toHaveLength(1));
    // What the browser does here when another tab signs out: storage changes, then a storage event.
    localStorage.removeItem('sessionToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'sessionToken', oldValue: 'access-1', newValue: null }));
    await live.connections[0].closed;
    expect(live.connections).toHaveLength(1);
  });

  it('reconnects when the server drops the connection', async () => {
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    start();
    await vi.waitFor(() => expect(live.connections).toHaveLength(1));
    live.connections[0].socket.terminate();
    await vi.waitFor(() => expect(live.connections).toHaveLength(2));
    expect(live.connections[1].token).toBe('access-1');
  });

  it('reconnects soon after a restart (1012), without the backoff of a failure', async () => {
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    stop = startLiveChannel({ tokens, userId: 'u-1', onLogout, onTokenRejected, socketUrl: live.socketUrl, retryDelay: () => 60_000, afterRestartDelay: () => 0 });
    await vi.waitFor(() => expect(live.connections).toHaveLength(1));
    live.connections[0].socket.close(1012, 'service restart');
    await vi.waitFor(() => expect(live.connections).toHaveLength(2));
    expect(live.connections[1].token).toBe('access-1');
    expect(onTokenRejected).not.toHaveBeenCalled();
  });

  it('does not retry a refused token and re-opens once the token is renewed', async () => {
    tokens.save({ token: 'expired', refreshToken: 'refresh-1' });
    start();
    await vi.waitFor(() => expect(live.connections).toHaveLength(1));
    live.connections[0].socket.close(4401, 'unauthorized');
    await vi.waitFor(() => expect(onTokenRejected).toHaveBeenCalledTimes(1));
    tokens.save({ token: 'access-2', refreshToken: 'refresh-2' });
    await vi.waitFor(() => expect(live.connections.map(({ token }) => token)).toEqual(['expired', 'access-2']));
  });

  it('reports a logout event on the user’s own channel and ignores other channels', async () => {
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    start();
    await vi.waitFor(() => expect(live.connections).toHaveLength(1));
    const [{ socket, closed }] = live.connections;
    socket.send(JSON.stringify({ event: 'logout', channel: 'user:u-2', reason: 'blocked' }));
    socket.send('not json');
    socket.send(JSON.stringify({ event: 'logout', channel: 'user:u-1', reason: 'blocked' }));
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledWith('blocked'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await closed;
  });
});
