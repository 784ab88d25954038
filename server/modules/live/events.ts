import type { Notifier } from '../../db/notifier';

/** Notifier channel that carries events for users' live connections across server processes. */
export const USER_EVENTS_CHANNEL = 'user_events';

export type LogoutReason = 'blocked';

/** What a user's sockets receive (A6): the frame is this object as JSON text. */
export type UserEvent = LogoutEvent | ChatEvent;

export interface LogoutEvent {
  event: 'logout';
  channel: `user:${string}`;
  reason: LogoutReason;
}

/** I3/I5: a thread the user reads changed (a new message, closed or reopened); the screens read it again. */
export interface ChatEvent {
  event: 'chat';
  channel: `user:${string}`;
  line: 'CONSULTATION' | 'SUPPORT';
  consultationId: string;
}

interface Envelope {
  userId: string;
  event: UserEvent;
}

export function logoutEvent(userId: string, reason: LogoutReason): LogoutEvent {
  return { event: 'logout', channel: `user:${userId}`, reason };
}

/** Sends an event to every live connection of the user, on every server process. */
export async function publishUserEvent(notifier: Notifier, userId: string, event: UserEvent): Promise<void> {
  const envelope: Envelope = { userId, event };
  await notifier.publish(USER_EVENTS_CHANNEL, JSON.stringify(envelope));
}

export function parseEnvelope(payload: string): Envelope | null {
  try {
    const parsed = JSON.parse(payload) as Partial<Envelope>;
    return typeof parsed.userId === 'string' && parsed.event ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}
