import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/button/button.module.css';
import { FieldError } from '@/components/form-field/field-error';
import fields from '@/components/form-field/form-field.module.css';
import { Modal } from '@/components/modal/modal';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useUpdateBio } from '../api/update-bio';
import styles from './profile-modals.module.css';

interface BioModalProps {
  open: boolean;
  bio: string;
  onClose: () => void;
}

/** §2.9 bio modal: a text input and Update; on success it closes and the details are loaded again (§5 Bio: not empty). */
export function BioModal({ open, bio, onClose }: BioModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('profile.bioModal.title')} onClose={onClose}>
      {/* Mounted only while open, so each opening starts from the saved bio. */}
      <BioForm bio={bio} onDone={onClose} />
    </Modal>
  );
}

function BioForm({ bio, onDone }: { bio: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(bio);
  const [error, setError] = useState<string>();
  const update = useUpdateBio();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError('profile.bioModal.required');
      return;
    }
    update.mutate(trimmed, {
      onSuccess: (reply) => {
        notify('success', reply.message);
        onDone();
      },
      onError: (failure) => notify('error', errorMessage(failure)),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={fields.field}>
        <label htmlFor={id} className={fields.label}>
          {t('profile.bioModal.label')}
        </label>
        <textarea
          id={id}
          className={`${fields.input} ${styles.textarea}`}
          value={text}
          maxLength={1000}
          rows={5}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={update.isPending}>
        {update.isPending ? t('profile.bioModal.updating') : t('profile.bioModal.update')}
      </button>
    </form>
  );
}
