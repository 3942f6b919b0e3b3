import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ClipEditModal } from '../../../components/ClipEditModal.tsx';
import { PreviewMomentField } from '../../../components/PreviewMomentField.tsx';
import { showNotice } from '../../../lib/notice.ts';
import {
  onSaleEditSchemaFor,
  onSaleFormValues,
  pendingEditBody,
  pendingEditSchemaFor,
  pendingFormValues,
  useEditVideo,
  type VideoEditBody,
} from '../api/editVideo.ts';
import { clipPreviewQueryOptions } from '../api/getClipPreview.ts';
import type { MyVideo } from '../api/myVideoSchema.ts';
import { myVideos as t } from '../myVideosTexts.ts';
import { failureMessage } from './failureMessage.ts';

/**
 * How the popup edits: a clip awaiting review with the upload form's fields, its place as text and
 * coordinates (the map pin lives on the upload screen); a rejected clip with the same fields, and
 * saving sends it back for a new review; a clip on sale only its title, description and price.
 */
export type EditVideoMode = 'pending' | 'resubmit' | 'onSale';

interface EditVideoModalProps {
  video: MyVideo;
  mode: EditVideoMode;
  onClose: () => void;
}

/**
 * The seller's edit popup, on My videos (pending clips, and rejected ones to resubmit) and the
 * profile uploads tab (clips on sale). A pending clip or one on sale can also have its incident
 * moment moved (issue 21): sent only when moved, as the server then makes the preview again.
 */
export function EditVideoModal({ video, mode, onClose }: EditVideoModalProps) {
  const resubmit = mode === 'resubmit';
  const edit = useEditVideo({ resubmit });
  const [moment, setMoment] = useState<number | null>(null);
  const save = async (fields: VideoEditBody) => {
    const body = moment === null ? fields : { ...fields, previewMomentSeconds: moment };
    try {
      await edit.mutateAsync({ id: video._id, body });
    } catch (error) {
      // Thrown on, the form keeps the popup open and shows why (DESIGN §7).
      throw new Error(failureMessage(error, resubmit ? t.resubmitFailed : t.editFailed));
    }
    showNotice(resubmit ? t.resubmitted : t.saved);
    onClose();
  };
  if (mode === 'onSale')
    return (
      <ClipEditModal
        title={t.editTitle}
        schema={onSaleEditSchemaFor(video)}
        defaultValues={onSaleFormValues(video)}
        onSave={save}
        onClose={onClose}
        intro={<MomentIntro video={video} moment={moment} onMoment={setMoment} />}
      />
    );
  return (
    <ClipEditModal
      title={resubmit ? t.resubmitTitle : t.editTitle}
      schema={pendingEditSchemaFor(video)}
      defaultValues={pendingFormValues(video)}
      onSave={(values) => save(pendingEditBody(values))}
      onClose={onClose}
      className="form my-videos__full-form"
      submitText={resubmit ? t.resubmitSend : undefined}
      intro={
        resubmit ? (
          <div className="my-videos__resubmit-intro">
            <p>{t.resubmitIntro}</p>
            {video.rejectionReason && (
              <p className="rejection">
                {t.rejectionReason}: {video.rejectionReason}
              </p>
            )}
          </div>
        ) : (
          <MomentIntro video={video} moment={moment} onMoment={setMoment} />
        )
      }
    />
  );
}

interface MomentIntroProps {
  video: MyVideo;
  /** Moved to, or null: where it was. */
  moment: number | null;
  onMoment: (seconds: number) => void;
}

/** The incident moment as the clip has it now, movable; nothing when the clip cannot be read. */
function MomentIntro({ video, moment, onMoment }: MomentIntroProps) {
  const clip = useQuery(clipPreviewQueryOptions(video._id));
  if (clip.isError) return null;
  const duration = clip.data?.duration ?? video.duration ?? null;
  return (
    <div className="my-video__moment">
      <PreviewMomentField
        duration={duration}
        value={moment ?? clip.data?.preview.momentSeconds ?? null}
        onChange={onMoment}
        disabled={!clip.data}
        hint={moment === null ? t.momentHint : t.momentMoved}
      />
    </div>
  );
}
