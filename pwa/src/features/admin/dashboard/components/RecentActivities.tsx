import { adminDashboard as t } from '../adminDashboardTexts.ts';
import type { Activity } from '../api/getDashboard.ts';
import { activitySentence, activityTime } from '../dashboardText.ts';

const ICONS: Record<string, string> = { purchase: '฿', upload: '▶', register: '+' };

/** Recent purchases, uploads and sign-ups, newest first, each as a Thai sentence with its time. */
export function RecentActivities({ activities }: { activities: readonly Activity[] }) {
  const newestFirst = [...activities].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <section className="dash-panel" aria-labelledby="dash-activities">
      <h2 id="dash-activities" className="dash-panel__title">
        {t.activitiesTitle}
      </h2>
      {newestFirst.length === 0 ? (
        <p className="muted">{t.activitiesEmpty}</p>
      ) : (
        <ul className="dash-activities">
          {newestFirst.map((activity, index) => (
            <li key={`${activity.at}-${index}`} className={`dash-activity dash-activity--${activity.type}`}>
              <span className="dash-activity__icon" aria-hidden="true">
                {ICONS[activity.type] ?? '•'}
              </span>
              <span className="dash-activity__text">{activitySentence(activity)}</span>
              <time className="dash-activity__time muted small" dateTime={activity.at}>
                {activityTime(activity.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
