import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';

export interface LiveConnection {
  /** From the first message; null until it arrives. */
  token: string | null;
  url: string;
  socket: ServerSocket;
  closed: Promise<unknown>;
}

/** A real websocket server on 127.0.0.1 standing in for /gw/ws; it records each connection and the token of its first message. */
export async function startLiveServer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const { port } = wss.address() as AddressInfo;
  const connections: LiveConnection[] = [];
  wss.on('connection', (socket, request) => {
    // the token comes in the first message ({type:'auth', token}), never in the URL
    const connection: LiveConnection = { token: null, url: request.url ?? '', socket, closed: once(socket, 'close') };
    connections.push(connection);
    socket.once('message', (data) => {
      const message = JSON.parse(String(data)) as { type?: string; token?: string };
      if (message.type === 'auth') connection.token = message.token ?? null;
    });
  });
  return {
    connections,
    socketUrl: () => `ws://127.0.0.1:${port}/gw/ws`,
    isOpen: (connection: LiveConnection) => connection.socket.readyState === connection.socket.OPEN,
    close: () =>
      new Promise<void>((resolve) => {
        wss.clients.forEach((client) => client.terminate());
        wss.close(() => resolve());
      }),
  };
}
