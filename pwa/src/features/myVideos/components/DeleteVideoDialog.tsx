import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showNotice } from '../../../lib/notice.ts';
import { myVideos as t } from '../myVideosTexts.ts';
import { useDeleteVideo } from '../api/deleteVideo.ts';
import type { MyVideo } from '../api/myVideoSchema.ts';
import { failureMessage } from './failureMessage.ts';

/** Delete one's own clip, after confirmation; a failure stays in the dialog. */
export function DeleteVideoDialog({ video, onClose }: { video: MyVideo; onClose: () => void }) {
  const remove = useDeleteVideo();
  const confirm = () =>
    remove.mutate(video._id, {
      onSuccess: () => {
        showNotice(t.deleted);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={t.deleteTitle}
      confirmText={t.confirmDelete}
      busyText={t.deleting}
      busy={remove.isPending}
      failure={remove.isError ? failureMessage(remove.error, t.deleteFailed) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t.deleteQuestion(video.title)}</p>
    </ConfirmDialog>
  );
}
