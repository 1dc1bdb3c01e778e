import styles from './form-field.module.css';

/** A file's upload under its form: the words (with the percent) above a bar that fills from 0 to 1. */
export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <p className={styles.progressLine}>
      {label}
      <progress className={styles.progress} max={1} value={progress} />
    </p>
  );
}
