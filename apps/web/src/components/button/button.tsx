import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonLook {
  variant?: ButtonVariant;
  /** As wide as its column. */
  block?: boolean;
}

/** The button's classes, for a router Link that looks like one. */
function buttonClass({ variant = 'primary', block = false }: ButtonLook = {}, className?: string): string {
  return [styles[variant], block && styles.block, className].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** While busy it keeps its name, shows a spinner and takes no second press. */
  busy?: boolean;
}

/** The app's call-to-action button; `type` is 'button' unless said otherwise. */
export function Button({
  variant,
  block,
  busy = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
