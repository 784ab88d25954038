/**
 * What the live channel hears besides a sign-out, for the screens that follow it (the chat, I3/I5): its events, and
 * whether the socket is up (while it is down, they poll instead). One channel per tab, so module state is enough.
 */
export interface ChatLiveEvent {
  event: 'chat';
  line: 'CONSULTATION' | 'SUPPORT';
  consultationId: string;
}

type Listener = (event: ChatLiveEvent) => void;
const listeners = new Set<Listener>();
const connectionListeners = new Set<(connected: boolean) => void>();
let connected = false;

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLive(message: { event?: unknown; line?: unknown; consultationId?: unknown }) {
  if (message.event !== 'chat' || typeof message.consultationId !== 'string') return;
  if (message.line !== 'CONSULTATION' && message.line !== 'SUPPORT') return;
  const event: ChatLiveEvent = { event: 'chat', line: message.line, consultationId: message.consultationId };
  for (const listener of listeners) listener(event);
}

export const isLiveConnected = () => connected;

export function setLiveConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of connectionListeners) listener(value);
}

export function subscribeConnection(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}
