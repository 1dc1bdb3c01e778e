import { MAX_KEYWORD_LENGTH, type KeywordRow } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form-field/submit-button';
import styles from '@/components/console/console.module.css';

/** A keyword row's columns, in the order the table shows them. */
export const KEYWORD_COLUMNS = ['keyword_eng1', 'keyword_jap1', 'keyword_eng2', 'keyword_jap2'] as const;
type KeywordColumn = (typeof KEYWORD_COLUMNS)[number];
const COLUMN_LABELS = {
  keyword_eng1: 'organiser.roulette.keyword1Eng',
  keyword_jap1: 'organiser.roulette.keyword1Jap',
  keyword_eng2: 'organiser.roulette.keyword2Eng',
  keyword_jap2: 'organiser.roulette.keyword2Jap',
} as const;
const emptyRow = (): KeywordRow => ({ keyword_eng1: '', keyword_jap1: '', keyword_eng2: '', keyword_jap2: '' });

interface KeywordTableFormProps {
  rows: KeywordRow[];
  /** The messages of rows that cannot be saved, under the table. */
  errors: string[];
  saving: boolean;
  onChange: (rows: KeywordRow[]) => void;
  onSave: () => void;
}

/** The roulette pool as a table: a header over each column, every cell named by its row and column. */
export function KeywordTableForm({ rows, errors, saving, onChange, onSave }: KeywordTableFormProps) {
  const { t } = useTranslation();
  const setCell = (index: number, column: KeywordColumn, value: string) =>
    void onChange(rows.map((row, each) => (each === index ? { ...row, [column]: value } : row)));
  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault();
        onSave();
      }}
    >
      {rows.length === 0 && <p className={styles.meta}>{t('organiser.roulette.none')}</p>}
      {rows.length > 0 && (
        <div className={styles.scrollX}>
          <table className={styles.keywordTable}>
            <thead>
              <tr>
                <th scope="col">{t('organiser.roulette.rowColumn')}</th>
                {KEYWORD_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(COLUMN_LABELS[column])}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('organiser.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // Rows have no identity of their own: the position is the row.
                <tr key={index}>
                  <th scope="row">{index + 1}</th>
                  {KEYWORD_COLUMNS.map((column) => (
                    <td key={column}>
                      <input
                        className={styles.select}
                        aria-label={`${t('organiser.roulette.row', { number: index + 1 })}: ${t(COLUMN_LABELS[column])}`}
                        value={row[column]}
                        maxLength={MAX_KEYWORD_LENGTH}
                        onChange={(change) => setCell(index, column, change.target.value)}
                      />
                    </td>
                  ))}
                  <td>
                    <button
                      type="button"
                      className={styles.danger}
                      aria-label={t('organiser.roulette.removeRow', { number: index + 1 })}
                      onClick={() => onChange(rows.filter((_, each) => each !== index))}
                    >
                      {t('organiser.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {errors.map((message) => (
        <p key={message} className={styles.error} role="alert">
          {message}
        </p>
      ))}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => onChange([...rows, emptyRow()])}>
          {t('organiser.roulette.addRow')}
        </button>
        <SubmitButton busy={saving}>{saving ? t('organiser.saving') : t('organiser.save')}</SubmitButton>
      </div>
    </form>
  );
}
