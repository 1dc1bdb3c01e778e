import { birthdateFormSchema } from '@artclash/contract';
import {
  formatBirthDate,
  isPastDay,
  localDay,
  type ParkBirthdateSubject,
  parseBirthDate,
  yearsOld,
} from '@artclash/contract/values';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { BirthdateSelect } from '@/components/birthdate-select/birthdate-select';
import { SubmitButton } from '@/components/form-field/submit-button';
import styles from './park-steps.module.css';

interface BirthdateStepProps {
  /** The 'year-month-day' chosen before, if the user comes back to this step. */
  initial?: string;
  legend: string;
  /** The line shown once a whole date is chosen, e.g. 'WOW OLD FART, YOU'RE {age}!'. */
  ageText: (age: number) => string;
  /** Whose birthdate it is: the park age policy it must meet (docs/product.md#rule-150). */
  subject: ParkBirthdateSubject;
  /** Called with 'year-month-day' once the date is valid. */
  onNext: (birthDate: string) => void;
}

function initialValues(text: string | undefined) {
  const date = text ? parseBirthDate(text) : null;
  return date
    ? { year: String(date.year), month: String(date.month), day: String(date.day) }
    : { year: '', month: '', day: '' };
}

/** /park/select-age and /park/select-child-age (§2.7): the three selects, the age line and NEXT. */
export function BirthdateStep({ initial, legend, ageText, subject, onNext }: BirthdateStepProps) {
  const { t } = useTranslation();
  const [today] = useState(() => localDay(new Date()));
  const [schema] = useState(() => birthdateFormSchema(subject, today));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: initialValues(initial) });
  const { control, handleSubmit, formState } = form;
  const values = useWatch({ control });
  const chosen = parseBirthDate(`${values.year}-${values.month}-${values.day}`);
  const age = chosen && isPastDay(chosen, today) ? yearsOld(chosen, today) : null;

  const onSubmit = handleSubmit(({ year, month, day }) =>
    onNext(formatBirthDate({ year: Number(year), month: Number(month), day: Number(day) })),
  );

  return (
    <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <BirthdateSelect form={form} legend={legend} error={formState.errors.day?.message} />
      <p className={styles.ageLine} aria-live="polite">
        {age !== null && ageText(age)}
      </p>
      <SubmitButton>{t('auth.form.next')}</SubmitButton>
    </form>
  );
}
