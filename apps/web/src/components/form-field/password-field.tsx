import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (§2.6): a pressed 'Show password' button reveals the text. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(wiring) => (
        <div className={styles.withToggle}>
          <input
            {...wiring}
            type={visible ? 'text' : 'password'}
            className={styles.input}
            autoCapitalize="off"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('auth.form.showPassword')}
            aria-controls={wiring.id}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
