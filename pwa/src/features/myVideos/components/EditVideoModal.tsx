import { ClipEditModal } from '../../../components/ClipEditModal.tsx';
import { showNotice } from '../../../lib/notice.ts';
import {
  onSaleEditSchema,
  onSaleFormValues,
  pendingEditBody,
  pendingEditSchema,
  pendingFormValues,
  useEditVideo,
  type VideoEditBody,
} from '../api/editVideo.ts';
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
 * profile uploads tab (clips on sale).
 */
export function EditVideoModal({ video, mode, onClose }: EditVideoModalProps) {
  const resubmit = mode === 'resubmit';
  const edit = useEditVideo({ resubmit });
  const save = async (body: VideoEditBody) => {
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
        schema={onSaleEditSchema}
        defaultValues={onSaleFormValues(video)}
        onSave={save}
        onClose={onClose}
      />
    );
  return (
    <ClipEditModal
      title={resubmit ? t.resubmitTitle : t.editTitle}
      schema={pendingEditSchema}
      defaultValues={pendingFormValues(video)}
      onSave={(values) => save(pendingEditBody(values))}
      onClose={onClose}
      className="form my-videos__full-form"
      submitText={resubmit ? t.resubmitSend : undefined}
      intro={
        resubmit && (
          <div className="my-videos__resubmit-intro">
            <p>{t.resubmitIntro}</p>
            {video.rejectionReason && (
              <p className="rejection">
                {t.rejectionReason}: {video.rejectionReason}
              </p>
            )}
          </div>
        )
      }
    />
  );
}
