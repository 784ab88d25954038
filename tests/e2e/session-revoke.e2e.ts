import { account } from './support/accounts';
import { apiToken, setUserBlocked, userId } from './support/api';
import { browserTest } from './support/browser-test';
import { expectNotification, expectUrl, waitUntil } from './support/expect';
import { signIn } from './support/sign-in';
import { loginPattern } from './support/urls';

/** The push should arrive within a second; the margin absorbs a loaded CI machine. */
const LOGOUT_PUSH_TIMEOUT_MS = 3_000;

browserTest('an administrator blocking a signed-in agent logs the agent out at once (A6)', async ({ page }) => {
  const agent = account('agent');
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page, agent);
  // Blocking before the tab has opened its live channel would test the sign-in check instead of the push.
  await waitUntil(
    () => sockets.some((url) => url.includes('/gw/ws')),
    () => `Expected the signed-in tab to open the live channel /gw/ws; sockets opened: ${sockets.join(', ') || 'none'}`,
  );

  const adminToken = await apiToken(account('admin'));
  const agentId = await userId(agent);
  await setUserBlocked(adminToken, agentId, true);
  try {
    await expectNotification(page, 'Пользователь заблокирован администратором', { timeoutMs: LOGOUT_PUSH_TIMEOUT_MS });
    await expectUrl(page, loginPattern('sales'), { timeoutMs: LOGOUT_PUSH_TIMEOUT_MS });
  } finally {
    // The other specs sign in as this agent.
    await setUserBlocked(adminToken, agentId, false);
  }
});
