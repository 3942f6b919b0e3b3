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

interface EditVideoModalProps {
  video: MyVideo;
  /**
   * A clip awaiting review is edited with the upload form's fields, its place as text and
   * coordinates (the map pin lives on the upload screen); a clip on sale only its title,
   * description and price.
   */
  pending: boolean;
  onClose: () => void;
}

/** The seller's edit popup, on My videos (pending clips) and the profile uploads tab (clips on sale). */
export function EditVideoModal({ video, pending, onClose }: EditVideoModalProps) {
  const edit = useEditVideo();
  const save = async (body: VideoEditBody) => {
    try {
      await edit.mutateAsync({ id: video._id, body });
    } catch (error) {
      // Thrown on, the form keeps the popup open and shows why (DESIGN §7).
      throw new Error(failureMessage(error, t.editFailed));
    }
    showNotice(t.saved);
    onClose();
  };
  return pending ? (
    <ClipEditModal
      title={t.editTitle}
      schema={pendingEditSchema}
      defaultValues={pendingFormValues(video)}
      onSave={(values) => save(pendingEditBody(values))}
      onClose={onClose}
      className="form my-videos__full-form"
    />
  ) : (
    <ClipEditModal
      title={t.editTitle}
      schema={onSaleEditSchema}
      defaultValues={onSaleFormValues(video)}
      onSave={save}
      onClose={onClose}
    />
  );
}
