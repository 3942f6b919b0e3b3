import { useState } from 'react';
import { myVideos as t } from '../myVideosTexts.ts';
import { MyVideoList } from './MyVideoList.tsx';

/** The profile uploads tab: the same list, paged in place. */
export function UploadsTab() {
  const [page, setPage] = useState(1);
  return (
    <section className="profile-uploads">
      <p className="muted">{t.uploadsIntro}</p>
      <MyVideoList mode="uploads" page={page} onPageChange={setPage} />
    </section>
  );
}
