import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/** The e-mail field of every account form: one label, keyboard and autofill hint everywhere (§5). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return <TextField label={t('auth.form.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
