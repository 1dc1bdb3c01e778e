import type { ComponentProps } from 'react';
import { Button } from '../button/button';
import styles from './form-field.module.css';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'block'> & { variant?: 'primary' | 'secondary' };

/** A form's submit button, as wide as the form. While busy it keeps its name, shows a spinner and takes no second press. */
export function SubmitButton({ className, ...button }: SubmitButtonProps) {
  return <Button type="submit" block className={[styles.submit, className].filter(Boolean).join(' ')} {...button} />;
}
