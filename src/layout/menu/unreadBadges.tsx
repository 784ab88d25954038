import { Suspense, lazy } from 'react';

// the counter's code (its query and the live channel's events) comes after the first screen
const UnreadCount = lazy(() => import('../../resources/chat/UnreadCount').then((module) => ({ default: module.UnreadCount })));

/** The menu's counters of threads with unread messages (I1–I5). */
export const ConsultationsUnread = () => (
  <Suspense fallback={null}>
    <UnreadCount line="CONSULTATION" />
  </Suspense>
);
export const SupportUnread = () => (
  <Suspense fallback={null}>
    <UnreadCount line="SUPPORT" />
  </Suspense>
);
