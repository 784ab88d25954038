import type { WebSocket } from 'ws';
import type { Notifier } from '../../db/notifier';
import { SESSION_REVOKED_CHANNEL } from '../auth/session-guard';
import { USER_EVENTS_CHANNEL, parseEnvelope } from './events';

/** Close code for a connection whose token is missing, invalid or revoked (the SPA signs out on it). */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code of a server going away for a restart (RFC 6455 1012): the SPA reconnects, to another process behind a proxy. */
export const CLOSE_SERVICE_RESTART = 1012;
const PING_INTERVAL_MS = 25_000;

interface Connection {
  userId: string;
  sessionId: string;
  alive: boolean;
}

/**
 * The live connections of this server process. Events arrive through the notifier, so a user
 * blocked on one process is signed out on every process.
 */
export class LiveHub {
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly unsubscribers: (() => Promise<void>)[] = [];
  private heartbeat?: NodeJS.Timeout;

  /**
   * `onLogout` hears of each session a logout event closed here: the event comes before the revocation's
   * own notice, and a request on this process in between must already be refused.
   */
  constructor(
    private readonly notifier: Notifier,
    private readonly onLogout: (sessionId: string) => void = () => {},
  ) {}

  async start() {
    this.unsubscribers.push(await this.notifier.subscribe(USER_EVENTS_CHANNEL, (payload) => this.deliver(payload)));
    // A session ended elsewhere (logout, password change) must not keep its live connection.
    this.unsubscribers.push(await this.notifier.subscribe(SESSION_REVOKED_CHANNEL, (sessionId) => this.closeSession(sessionId)));
    this.heartbeat = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.heartbeat.unref();
  }

  async stop() {
    clearInterval(this.heartbeat);
    for (const unsubscribe of this.unsubscribers.splice(0)) await unsubscribe();
    for (const socket of this.connections.keys()) socket.close(CLOSE_SERVICE_RESTART, 'service restart');
    this.connections.clear();
  }

  add(socket: WebSocket, userId: string, sessionId: string) {
    if (socket.readyState !== socket.OPEN) return;
    const connection: Connection = { userId, sessionId, alive: true };
    this.connections.set(socket, connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.connections.delete(socket));
  }

  private deliver(payload: string) {
    const envelope = parseEnvelope(payload);
    if (!envelope) return;
    const frame = JSON.stringify(envelope.event);
    for (const [socket, connection] of this.connections) {
      if (connection.userId !== envelope.userId) continue;
      socket.send(frame);
      if (envelope.event.event !== 'logout') continue;
      this.onLogout(connection.sessionId);
      socket.close(CLOSE_UNAUTHORIZED, envelope.event.reason);
    }
  }

  private closeSession(sessionId: string) {
    for (const [socket, connection] of this.connections) {
      if (connection.sessionId === sessionId) socket.close(CLOSE_UNAUTHORIZED, 'session ended');
    }
  }

  /** Drops connections that did not answer the previous ping (a vanished peer leaves no close frame). */
  private ping() {
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }
}
