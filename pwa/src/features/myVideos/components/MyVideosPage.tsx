import { Link } from '@tanstack/react-router';
import { myVideos as t } from '../myVideosTexts.ts';
import { MyVideoList } from './MyVideoList.tsx';

interface MyVideosPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /my-videos: the seller's clips with the way to upload more or browse. */
export function MyVideosPage({ page, onPageChange }: MyVideosPageProps) {
  return (
    <section className="page">
      <header className="page__header">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
        <div className="actions">
          <Link to="/upload" className="button">
            {t.toUpload}
          </Link>
          <Link to="/dashboard" className="button button--ghost">
            {t.toDashboard}
          </Link>
        </div>
      </header>
      <MyVideoList mode="myVideos" page={page} onPageChange={onPageChange} />
    </section>
  );
}
