import { dismissNotice, useNotice } from '../../../lib/notice.ts';
import { common } from '../../../lib/texts.ts';

/** Shows the app-wide notice (for example "sign in again" after the server answered 401). */
export function NoticeBanner() {
  const notice = useNotice();
  if (!notice) return null;
  return (
    <div className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <p>{notice.text}</p>
      <button type="button" className="notice__close" onClick={dismissNotice} aria-label={common.close}>
        ×
      </button>
    </div>
  );
}
