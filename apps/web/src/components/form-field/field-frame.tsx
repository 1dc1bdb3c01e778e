import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './form-field.module.css';

/** What wires a field's control to its label, hint and error for screen readers. */
interface ControlWiring {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  /** The control, given its wiring. */
  children: (wiring: ControlWiring) => ReactNode;
}

/** A form field's frame: the label, the control, the hint and the error under it, wired for screen readers. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
