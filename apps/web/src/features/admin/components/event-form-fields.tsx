import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/form-field/field-error';
import styles from '@/components/console/console.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled text area of the event form, its hint above and its message under it. */
export function TextAreaField({ label, error, hint, registration, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.card}>
      <label htmlFor={id} className={styles.cardTitle}>
        {label}
      </label>
      {hint && <p className={styles.hint}>{hint}</p>}
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** One titled part of the event form, named by its heading. */
export function EventFormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
