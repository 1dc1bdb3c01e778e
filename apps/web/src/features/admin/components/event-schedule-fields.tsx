import type { TEventCreateRequest } from '@artclash/contract';
import { DEFAULT_TIMEZONE, todayIn } from '@artclash/contract/values';
import { useId } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form-field/text-field';
import { EventFormSection } from './event-form-fields';
import type { EventFieldsProps } from './event-form-values';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/console/console.module.css';

/** Every IANA zone the browser knows (the server checks the same names), for the time zone picker. */
const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIMEZONE];
  }
})();

interface EventScheduleSectionProps extends EventFieldsProps {
  control: Control<TEventCreateRequest>;
}

/** The event's time zone and its dates, each with a start and an end time; dates are added and removed here. */
export function EventScheduleSection({ register, errors, control }: EventScheduleSectionProps) {
  const { t } = useTranslation();
  const zoneListId = useId();
  const schedule = useFieldArray({ control, name: 'date_times' });
  const timezone = useWatch({ control, name: 'timezone' });
  return (
    <EventFormSection title={t('organiser.editor.sections.schedule')}>
      <div className={styles.pair}>
        <TextField
          label={t('organiser.editor.fields.timezone')}
          list={zoneListId}
          autoComplete="off"
          error={errors.timezone?.message}
          {...register('timezone')}
        />
        <datalist id={zoneListId}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      {schedule.fields.length === 0 && <p className={styles.meta}>{t('organiser.editor.noDates')}</p>}
      <ol className={layout.list}>
        {schedule.fields.map((field, index) => {
          const entryErrors = errors.date_times?.[index];
          return (
            <li key={field.id} className={styles.row}>
              <div className={`${styles.grid4} ${styles.rowMain}`}>
                <TextField
                  label={t('organiser.editor.fields.date')}
                  type="date"
                  min="1900-01-01"
                  max="2200-12-31"
                  error={entryErrors?.dates?.message}
                  {...register(`date_times.${index}.dates`)}
                />
                <TextField
                  label={t('organiser.editor.fields.startTime')}
                  type="time"
                  error={entryErrors?.start_time?.message}
                  {...register(`date_times.${index}.start_time`)}
                />
                <TextField
                  label={t('organiser.editor.fields.endTime')}
                  type="time"
                  error={entryErrors?.end_time?.message}
                  {...register(`date_times.${index}.end_time`)}
                />
              </div>
              <button
                type="button"
                className={styles.danger}
                onClick={() => schedule.remove(index)}
                aria-label={t('organiser.editor.removeDate', { number: index + 1 })}
              >
                {t('organiser.remove')}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.button}
        // A new date starts at today in the event's zone, Japan's unless told (docs/product.md#rule-375).
        onClick={() =>
          schedule.append({ dates: todayIn(timezone ?? DEFAULT_TIMEZONE), start_time: '18:00', end_time: '21:00' })
        }
      >
        {t('organiser.editor.addDate')}
      </button>
    </EventFormSection>
  );
}
