import { DayPicker } from 'react-day-picker';
import { enUS, ja } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import styles from './date-range-picker.module.css';

interface DateRangePickerProps {
  selected: { from: Date; to: Date };
  /** The month the grid shows. */
  month: Date;
  onMonthChange: (month: Date) => void;
  /** Days that have events: marked with a dot, and named so by screen readers. */
  eventDays: Date[];
  /** A tap on a day; the calendar decides what it selects (docs/product.md#rule-114). */
  onDayTap: (day: Date) => void;
}

/** The calendar's day picker; its month names, weekdays and labels follow the UI language. */
export function DateRangePicker({ selected, month, onMonthChange, eventDays, onDayTap }: DateRangePickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locale = language === 'en' ? enUS : ja;
  return (
    <div className={styles.picker}>
      <DayPicker
        mode="range"
        required={false}
        selected={selected}
        onSelect={(_range, day) => onDayTap(day)}
        month={month}
        onMonthChange={onMonthChange}
        modifiers={{ hasEvents: eventDays }}
        modifiersClassNames={{ hasEvents: styles.hasEvents! }}
        labels={{
          // The library's label, with its words in the interface language.
          labelDayButton: (date, modifiers, options, dateLib) => {
            const day = dateLib
              ? dateLib.format(date, 'PPPP')
              : date.toLocaleDateString(language === 'en' ? 'en-US' : 'ja-JP', { dateStyle: 'full' });
            return [
              day,
              modifiers.today && t('calendar.todayLabel'),
              modifiers.hasEvents && t('calendar.hasEvents'),
              modifiers.selected && t('calendar.selectedLabel'),
            ]
              .filter(Boolean)
              .join(', ');
          },
        }}
        locale={locale}
        aria-label={t('calendar.pickerLabel')}
        showOutsideDays
      />
    </div>
  );
}
