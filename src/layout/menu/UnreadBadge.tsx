import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { isLiveConnected, subscribeLive } from '../../live/liveEvents';

/** Without the socket the counter is read again this often (the threads' own poll is 5 s, I3). */
const OFFLINE_READ_MS = 30_000;

/**
 * The menu's counter of threads with unread messages (I1–I5): read once, again on each of the line's live events
 * (a new message, or a thread read in another tab), every 30 s while the socket is down; nothing at zero.
 * Small and without react-query on purpose: it is on every first screen (docs/performance.md).
 */
export function UnreadBadge({ line }: { line: 'CONSULTATION' | 'SUPPORT' }) {
  const api = useDataProvider<AppDataProvider>();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let mounted = true;
    // a provider without the call (a test's, a cabinet without threads) shows no counter rather than breaking the menu
    const read = () =>
      Promise.resolve()
        .then(() => api.chatUnread(line))
        .then((reply) => mounted && setCount(reply.count), () => undefined);
    void read();
    const stop = subscribeLive((event) => {
      if (event.line === line) void read();
    });
    const timer = setInterval(() => {
      if (!isLiveConnected()) void read();
    }, OFFLINE_READ_MS);
    return () => {
      mounted = false;
      stop();
      clearInterval(timer);
    };
  }, [api, line]);
  if (!count) return null;
  return <Chip size="small" color="secondary" label={count} data-testid={`unread-${line.toLowerCase()}`} sx={{ ml: 1, height: 20 }} />;
}

export const ConsultationsUnread = () => <UnreadBadge line="CONSULTATION" />;
export const SupportUnread = () => <UnreadBadge line="SUPPORT" />;
