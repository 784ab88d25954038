import { useEffect, useEffectEvent } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { tokenStore } from '../authProvider/tokenStore';
import { announceSessionEnd } from '../authProvider/sessionEnd';
import { httpClient } from '../dataProvider/http';

export interface LiveChannelProps {
  /** Where to connect; by default /gw/ws on this host. */
  socketUrl?: () => string;
}

/**
 * The live channel of the signed-in user (A6); mount it once inside each cabinet's <Admin>.
 * When an administrator blocks the user it shows the 'blocked by the administrator' notification and signs out; when
 * the socket refuses the token and the auth check answers 401, 'an authorization error occurred' (A2), and signs out.
 */
export function LiveChannel({ socketUrl }: LiveChannelProps) {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const translate = useTranslate();
  const userId = identity?.id === undefined ? undefined : String(identity.id);

  const onLogout = useEffectEvent(() => {
    announceSessionEnd(translate('app.auth.blockedByAdministrator'));
    void logout();
  });

  // Any authenticated call renews an expired token (the new token re-opens the socket) or finds the session over:
  // ended elsewhere (a sign-out, a password change), which the auth check's 401 says as A2's 'authorization error'.
  const onTokenRejected = useEffectEvent(() => {
    httpClient.json('GET', '/auth/check').catch((error: { status?: number }) => {
      if (error.status !== 401) return;
      announceSessionEnd(translate('app.auth.authCheckFailed'));
      void logout();
    });
  });

  useEffect(() => {
    if (!userId) return;
    // the socket's code comes after the first screen: nothing it carries is needed to paint it
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./liveClient').then(({ startLiveChannel }) => {
      if (cancelled) return;
      stop = startLiveChannel({
        tokens: tokenStore,
        userId,
        socketUrl,
        onLogout: () => onLogout(),
        onTokenRejected: () => onTokenRejected(),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, socketUrl]);

  return null;
}
