import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming what will go. */
  title: string;
  /** What else goes with it, and that it cannot be undone. */
  warning: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action and says what it takes with it; Cancel has the focus first. */
export function ConfirmDialog({
  open,
  title,
  warning,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className={styles.warning}>{warning}</p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <button
          type="button"
          className={styles.danger}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
