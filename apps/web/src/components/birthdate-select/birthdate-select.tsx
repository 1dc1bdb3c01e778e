import { BIRTH_MONTHS, birthYears, daysInMonth } from '@artclash/contract/values';
import { useId, useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { FieldError } from '../form-field/field-error';
import styles from './birthdate-select.module.css';

interface BirthdateValues {
  year: string;
  month: string;
  day: string;
}

interface BirthdateSelectProps {
  form: UseFormReturn<BirthdateValues>;
  legend: string;
  /** The i18n key of the error ('Please Select Your Birthdate.'). */
  error?: string;
}

/** Before a year is chosen, February offers its 29th (some year it has one). */
const LEAP_YEAR = 2000;

/**
 * YEAR, MONTH and DAY selects (§9): the current year and the 79 before it, months 1–12 named in
 * the UI language, and the days of the chosen month of the chosen year (leap years included).
 */
export function BirthdateSelect({ form, legend, error }: BirthdateSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [years] = useState(() => birthYears(new Date()));
  const { register, setValue, getValues, control } = form;
  const [year, month] = useWatch({ control, name: ['year', 'month'] });

  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    return BIRTH_MONTHS.map((m) => format.format(new Date(Date.UTC(2000, m - 1, 1))));
  }, [language]);
  const dayCount = daysInMonth(Number(year) || LEAP_YEAR, Number(month) || 1);

  // A day the new month does not have (31 April, 29 February of a common year) is unchosen again.
  const keepDayWithin = () => {
    const values = getValues();
    const max = daysInMonth(Number(values.year) || LEAP_YEAR, Number(values.month) || 1);
    if (Number(values.day) > max) setValue('day', '');
  };

  const errorId = `${id}-error`;
  const selectProps = {
    className: styles.select,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  const parts = [
    {
      name: 'year' as const,
      label: t('auth.park.year'),
      options: years.map((y) => ({ value: String(y), text: String(y) })),
    },
    {
      name: 'month' as const,
      label: t('auth.park.month'),
      options: BIRTH_MONTHS.map((m) => ({ value: String(m), text: monthNames[m - 1] })),
    },
    {
      name: 'day' as const,
      label: t('auth.park.day'),
      options: Array.from({ length: dayCount }, (_, i) => ({ value: String(i + 1), text: String(i + 1) })),
    },
  ];
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={styles.selects}>
        {parts.map((part) => (
          <div key={part.name} className={styles.part}>
            <label htmlFor={`${id}-${part.name}`} className={styles.label}>
              {part.label}
            </label>
            <select
              id={`${id}-${part.name}`}
              {...selectProps}
              {...register(part.name, part.name === 'day' ? {} : { onChange: keepDayWithin })}
            >
              <option value="">—</option>
              {part.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
