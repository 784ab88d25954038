import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';

export interface LiveConnection {
  token: string | null;
  socket: ServerSocket;
  closed: Promise<unknown>;
}

/** A real websocket server on 127.0.0.1 standing in for /gw/ws; it records each connection and its token. */
export async function startLiveServer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const { port } = wss.address() as AddressInfo;
  const connections: LiveConnection[] = [];
  wss.on('connection', (socket, request) => {
    const token = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('token');
    connections.push({ token, socket, closed: once(socket, 'close') });
  });
  return {
    connections,
    socketUrl: (token: string) => `ws://127.0.0.1:${port}/gw/ws?token=${encodeURIComponent(token)}`,
    isOpen: (connection: LiveConnection) => connection.socket.readyState === connection.socket.OPEN,
    close: () =>
      new Promise<void>((resolve) => {
        wss.clients.forEach((client) => client.terminate());
        wss.close(() => resolve());
      }),
  };
}
