import { useQuery } from '@tanstack/react-query';
import { VideoPreview } from '../../../../components/VideoPreview.tsx';
import { PUBLIC_PREVIEW_STATUSES, withMediaToken } from '../../../../lib/videoPreview.ts';
import { getStreamUrl } from '../api/getStreamUrl.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { adminVideoKeys, type AdminVideo } from '../api/getAdminVideos.ts';
import { videoPreviewQueryOptions } from '../api/getVideoPreview.ts';

/**
 * The review popup's watermarked preview (issue 21): what buyers will see, played like on the clip
 * page, with the progress while it is made and the reason when it failed. Nothing while it loads,
 * when it cannot be read, or for a clip without a preview: the original's player is the review.
 * Before approval the preview is streamed with a media token, as the original is.
 */
export function ReviewPreview({ video }: { video: AdminVideo }) {
  const preview = useQuery(videoPreviewQueryOptions(video._id));
  const needsToken = preview.data?.status === 'ready' && !PUBLIC_PREVIEW_STATUSES.includes(video.status);
  const token = useQuery({
    queryKey: [...adminVideoKeys.all, 'previewToken', video._id],
    queryFn: ({ signal }) => getStreamUrl(video._id, signal),
    enabled: needsToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (!preview.data || preview.data.status === 'none') return null;
  const url = preview.data.url;
  const src = !needsToken || url === null ? url : token.data ? withMediaToken(url, token.data.url) : null;
  return (
    <section className="review__preview" aria-label={t.previewHeading}>
      <h3 className="review__preview-heading">{t.previewHeading}</h3>
      <VideoPreview
        preview={preview.data}
        src={src}
        poster={video.thumbnail}
        title={video.title}
        mediaClassName="review__preview-media"
      />
    </section>
  );
}
