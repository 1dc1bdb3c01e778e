import { MAX_UPLOAD_IMAGE_BYTES } from '@artclash/contract/values';
import { useEffect, useId, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import { FieldError } from '@/components/form-field/field-error';
import { UploadProgress } from '@/components/form-field/upload-progress';
import { Modal } from '@/components/modal/modal';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useUpdateProfileImage } from '../api/update-profile-image';
import styles from './profile-modals.module.css';

/** §5 Profile image: the types the browser may claim; the server checks the content again (docs/decisions.md#131). */
const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const MEGABYTES = MAX_UPLOAD_IMAGE_BYTES / (1024 * 1024);

/** The §5 message a chosen file earns, or none. */
function problemOf(file: File | null): string | undefined {
  if (!file) return 'profile.imageModal.required';
  if (!PROFILE_IMAGE_TYPES.includes(file.type)) return 'profile.imageModal.unsupported';
  if (file.size > MAX_UPLOAD_IMAGE_BYTES) return 'profile.imageModal.tooLarge';
  return undefined;
}

/** §2.9 image modal: drag-and-drop or click to choose, a preview, Update with the upload's progress. */
export function ImageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('profile.imageModal.title')} onClose={onClose}>
      <ImageForm onDone={onClose} />
    </Modal>
  );
}

function ImageForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUpdateProfileImage();

  // The preview is a local object URL, released when it is replaced or the modal closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = problemOf(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problemOf(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (reply) => {
          notify('success', reply.message);
          onDone();
        },
        onError: (failure) => notify('error', errorMessage(failure)),
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={PROFILE_IMAGE_TYPES.join(',')}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={styles.dropZone}
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {preview ? (
          <img
            className={styles.preview}
            src={preview}
            alt={t('profile.imageModal.preview')}
            width={160}
            height={160}
          />
        ) : (
          <span className={styles.dropText}>{t('profile.imageModal.drop')}</span>
        )}
        <span className={styles.hint}>{t('profile.imageModal.hint', { megabytes: MEGABYTES })}</span>
      </label>
      {error === 'profile.imageModal.tooLarge' ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('profile.imageModal.tooLarge', { megabytes: MEGABYTES })}
        </p>
      ) : (
        <FieldError id={`${id}-error`} message={error} />
      )}
      {progress !== null && (
        <UploadProgress
          label={t('profile.imageModal.uploading', { percent: Math.round(progress * 100) })}
          progress={progress}
        />
      )}
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={upload.isPending}>
        {t('profile.imageModal.update')}
      </button>
    </form>
  );
}
