import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { NOTIFICATIONS_POLL_MS } from '../../../lib/constants.ts';
import { formatTimeAgo } from '../../../lib/format.ts';
import { useNavbarMenu } from '../../../lib/useNavbarMenu.ts';
import type { StoredUser } from '../../../lib/session.ts';
import { notifications as t } from '../notificationsTexts.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  notificationsQueryOptions,
  type AppNotification,
  type Notifications,
} from '../api/notifications.ts';
import { notificationText } from '../notificationText.ts';
import './notifications.css';

/** The navbar's bell for members: unread count, the newest notifications, read one or all. */
export function NotificationBell({ user }: { user: StoredUser }) {
  // GET /notifications is for members: an unverified account has nothing to hear about yet.
  if (!user.emailVerified) return null;
  return <Bell />;
}

function Bell() {
  const { open, rootRef, toggle, close } = useNavbarMenu();
  const panelId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQueryOptions(NOTIFICATIONS_POLL_MS));
  const unread = query.data?.unreadCount ?? 0;

  /** Shows the change at once; the next answer from the server settles it. */
  const markLocally = (read: (n: AppNotification) => boolean) =>
    queryClient.setQueryData<Notifications>(notificationKeys.list(), (old) => {
      if (!old) return old;
      const list = old.notifications.map((n) => (read(n) ? { ...n, read: true } : n));
      const newlyRead = list.filter((n, i) => n.read && !old.notifications[i]!.read).length;
      return { notifications: list, unreadCount: Math.max(0, old.unreadCount - newlyRead) };
    });
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markLocally((n) => n._id === id),
    onSettled: settle,
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markLocally(() => true),
    onSettled: settle,
  });

  const follow = (n: AppNotification) => {
    if (!n.read) readOne.mutate(n._id);
    close();
    void navigate({ href: n.link });
  };

  const list = query.data?.notifications ?? [];
  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        type="button"
        className="notification-bell__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t.bellUnread(unread) : t.bell}
        onClick={toggle}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="notification-bell__panel" role="region" aria-label={t.title}>
          <div className="notification-bell__head">
            <strong>{t.title}</strong>
            {unread > 0 && (
              <button
                type="button"
                className="notification-bell__read-all"
                disabled={readAll.isPending}
                onClick={() => readAll.mutate()}
              >
                {t.readAll}
              </button>
            )}
          </div>
          {query.isPending ? (
            <p className="notification-bell__state muted">{t.loading}</p>
          ) : query.isError && list.length === 0 ? (
            <div className="notification-bell__state" role="alert">
              <p>{query.error.message || t.loadFailed}</p>
              <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
                {t.retry}
              </button>
            </div>
          ) : list.length === 0 ? (
            <p className="notification-bell__state muted">{t.empty}</p>
          ) : (
            <ul className="notification-bell__list">
              {list.map((n) => {
                const { sentence, detail } = notificationText(n);
                return (
                  <li key={n._id}>
                    <button
                      type="button"
                      className={`notification-bell__item${n.read ? '' : ' notification-bell__item--unread'}`}
                      onClick={() => follow(n)}
                    >
                      <span className="notification-bell__sentence">
                        {!n.read && <span className="notification-bell__sr">{t.unreadMark} </span>}
                        {sentence}
                      </span>
                      {detail && <span className="notification-bell__detail muted">{detail}</span>}
                      <time className="notification-bell__time muted" dateTime={n.createdAt}>
                        {formatTimeAgo(n.createdAt)}
                      </time>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
