import type { ButtonHTMLAttributes } from 'react';
import buttons from '../button/button.module.css';
import styles from './form-field.module.css';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  variant?: 'primary' | 'secondary';
}

/** A form's submit button. While busy it keeps its name, shows a spinner and takes no second press. */
export function SubmitButton({
  busy = false,
  variant = 'primary',
  disabled,
  children,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={[buttons[variant], buttons.block, styles.submit, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
