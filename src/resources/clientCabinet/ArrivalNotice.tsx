import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** A success notice a page outside the layout hands to the client cabinet screen it leads to (the paid order's, D4/result-link). */
export interface ArrivalNoticeState {
  notice: { message: string; args?: Record<string, unknown> };
}

const noticeOf = (state: unknown) => (state as Partial<ArrivalNoticeState> | null)?.notice;

/**
 * Shows the notice once the screen is there (not while the page that asked for it is still on screen, where it
 * would time out unseen), then drops it from the history entry so a reload or going back does not repeat it.
 * Mounted by the client cabinet's screens (CabinetPage), so the other cabinets' first screens do not carry it.
 */
export function ArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notice = noticeOf(location.state);
  useEffect(() => {
    if (!notice) return;
    notify(notice.message, { type: 'success', messageArgs: notice.args });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [notice, notify, navigate, location.pathname, location.search]);
  return null;
}
