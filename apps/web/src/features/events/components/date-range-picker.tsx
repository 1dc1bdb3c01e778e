import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS, ja } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import styles from './date-range-picker.module.css';

interface DateRangePickerProps {
  selected: DateRange;
  onSelect: (range: DateRange | undefined) => void;
}

/** The calendar's range picker; its month names, weekdays and labels follow the UI language. */
export function DateRangePicker({ selected, onSelect }: DateRangePickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className={styles.picker}>
      <DayPicker
        mode="range"
        required={false}
        selected={selected}
        onSelect={onSelect}
        defaultMonth={selected.from}
        locale={language === 'en' ? enUS : ja}
        aria-label={t('calendar.pickerLabel')}
        showOutsideDays
      />
    </div>
  );
}
