import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The i18n key of the field's current error. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error under it, wired for screen readers. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(wiring) => <input {...wiring} className={styles.input} {...input} />}
    </FieldFrame>
  );
}
