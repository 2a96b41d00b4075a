import { uploadCandidatePhoto, uploadCandidateVideo } from '@bayti/data/client';
import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_CONTENT_TYPES,
  type CandidateProfileState,
} from '@bayti/data/contract';
import { Avatar, FileUpload } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { storeProfileState } from '../queries';
import { useMediaUrl } from './use-media-url';
import styles from './EditProfile.module.css';

type MediaKind = 'photo' | 'video';

const MEDIA = {
  photo: { upload: uploadCandidatePhoto, types: IMAGE_CONTENT_TYPES, maxBytes: MAX_IMAGE_BYTES },
  video: { upload: uploadCandidateVideo, types: VIDEO_CONTENT_TYPES, maxBytes: MAX_VIDEO_BYTES },
} as const;

/**
 * One upload of the editor's side: stored as soon as she picks the file, since the server
 * reads its content and may refuse it with a reason she should see at once.
 */
function MediaUpload({ kind }: { kind: MediaKind }) {
  const t = useMessages().candidate.media;
  const queryClient = useQueryClient();
  const { upload, types, maxBytes } = MEDIA[kind];
  const mutation = useMutation({
    mutationFn: (file: File) => upload(api, file),
    onSuccess: (state) => storeProfileState(queryClient, state),
  });
  const isPhoto = kind === 'photo';
  return (
    <div className={styles.mediaUpload}>
      <FileUpload
        label={isPhoto ? t.photo : t.video}
        buttonLabel={isPhoto ? t.choosePhoto : t.chooseVideo}
        description={isPhoto ? t.photoHint : t.videoHint}
        acceptedFileTypes={types}
        maxSizeBytes={maxBytes}
        invalidTypeMessage={isPhoto ? t.photoType : t.videoType}
        tooLargeMessage={isPhoto ? t.photoTooLarge : t.videoTooLarge}
        emptyLabel={t.noFile}
        onSelect={(file) => mutation.mutate(file)}
        onReject={() => mutation.reset()}
        isDisabled={mutation.isPending}
        errorMessage={
          mutation.isError
            ? failureMessage(mutation.error, 'Upload failed', t.uploadFailed)
            : undefined
        }
        variant="secondary"
      />
      <p role="status" className={styles.mediaStatus}>
        {mutation.isPending && t.uploading}
        {mutation.isSuccess && (isPhoto ? t.photoSaved : t.videoSaved)}
      </p>
    </div>
  );
}

export interface MediaUploadsProps {
  state: CandidateProfileState;
}

/** The editor's side column: her photo as it stands, and the photo and video uploads. */
export function MediaUploads({ state }: MediaUploadsProps) {
  const t = useMessages().candidate.header;
  const photo = useMediaUrl(state.profile.image);
  return (
    <div className={styles.media}>
      <Avatar
        name={state.name}
        size="xl"
        src={photo.status === 'ready' ? photo.url : undefined}
        alt={t.photo(state.name)}
        className={styles.preview}
      />
      <MediaUpload kind="photo" />
      <MediaUpload kind="video" />
    </div>
  );
}
