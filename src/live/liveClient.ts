import type { TokenStore } from '../authProvider/tokenStore';
import { API_BASE } from '../dataProvider/http';
import { emitLive, setLiveConnected } from './liveEvents';

/** Reconnection attempts after the connection drops (A6). */
export const MAX_RECONNECTS = 200;

/** The server's close code for a token it refuses (missing, expired or revoked). */
export const CLOSE_UNAUTHORIZED = 4401;

/** The server's close code for a restart (RFC 6455 1012): another process is ready behind the proxy. */
export const CLOSE_SERVICE_RESTART = 1012;

/** After a restart's close: soon, spread over a second so a process's tabs do not all come back at once. */
export const restartDelay = () => 250 + Math.random() * 1000;

/** 1 s, 2 s, 4 s … up to 30 s between attempts. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

/** The live channel of this host: ws: or wss: like the page. The token goes in the first message, never in the URL. */
export function defaultSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${API_BASE}/ws`;
}

/** The first frame of every connection: the server closes a socket that does not authenticate within seconds. */
export const authMessage = (token: string) => JSON.stringify({ type: 'auth', token });

export interface LiveChannelOptions {
  tokens: TokenStore;
  userId: string;
  /** The server revoked this user's session (an administrator blocked them). */
  onLogout: (reason: string | undefined) => void;
  /** The server refused the token; retrying with it is pointless, a new token re-opens the socket. */
  onTokenRejected: () => void;
  socketUrl?: () => string;
  retryDelay?: (attempt: number) => number;
  /** The wait before reconnecting after the server's restart close (1012), whatever the attempts before. */
  afterRestartDelay?: () => number;
  /** Any other event for the user (a chat thread changed), and the socket going up or down: the chat's by default. */
  onEvent?: (event: Record<string, unknown>) => void;
  onConnection?: (connected: boolean) => void;
}

interface ServerEvent {
  event?: unknown;
  channel?: unknown;
  reason?: unknown;
  [field: string]: unknown;
}

function parseEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as ServerEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps one websocket open while there is a session token: opens it with the current token, re-opens it
 * when the token changes (a refresh here or in another tab), closes it when the token goes away
 * (logout here or in another tab) and reconnects with backoff when the connection drops.
 * Returns the function that stops it.
 */
export function startLiveChannel({
  tokens,
  userId,
  onLogout,
  onTokenRejected,
  socketUrl = defaultSocketUrl,
  retryDelay = reconnectDelay,
  afterRestartDelay = restartDelay,
  onEvent = emitLive,
  onConnection = setLiveConnected,
}: LiveChannelOptions): () => void {
  let socket: WebSocket | null = null;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    clearTimeout(retryTimer);
    const current = socket;
    socket = null; // before close(), so its close event does not schedule a reconnect
    current?.close();
    onConnection(false);
  };

  const connect = (token: string) => {
    const opened = new WebSocket(socketUrl());
    socket = opened;
    opened.onopen = () => {
      attempts = 0;
      opened.send(authMessage(token));
      onConnection(true);
    };
    opened.onmessage = ({ data }) => {
      const message = parseEvent(data);
      if (!message || message.channel !== `user:${userId}`) return;
      if (message.event !== 'logout') return onEvent(message);
      // Only the socket closes: the sign-out clears the token, and the next sign-in opens a new socket.
      close();
      onLogout(typeof message.reason === 'string' ? message.reason : undefined);
    };
    opened.onclose = ({ code }) => {
      if (socket !== opened) return;
      socket = null;
      onConnection(false);
      if (code === CLOSE_UNAUTHORIZED) return onTokenRejected();
      const latest = tokens.getSessionToken();
      if (!latest || attempts >= MAX_RECONNECTS) return;
      attempts += 1;
      // a restart is not a failure: no backoff, the proxy has another process
      const delay = code === CLOSE_SERVICE_RESTART ? afterRestartDelay() : retryDelay(attempts);
      retryTimer = setTimeout(() => {
        const fresh = tokens.getSessionToken();
        if (fresh) connect(fresh);
      }, delay);
    };
  };

  const reopen = (token: string | null) => {
    close();
    attempts = 0;
    if (token) connect(token);
  };

  const unsubscribe = tokens.subscribe(reopen);
  reopen(tokens.getSessionToken());
  return () => {
    unsubscribe();
    close();
  };
}
