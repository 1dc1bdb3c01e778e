import { MAX_KEYWORD_LENGTH, parseKeywordLines, type KeywordRow } from '@artclash/contract/values';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { SubmitButton } from '@/components/form-field/submit-button';
import { QueryView } from '@/components/query-view/query-view';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { backendImageUrl } from '@/lib/image-url';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useAdminEvent } from '../api/get-event';
import { useEventRoulette } from '../api/get-event-roulette';
import { useSaveKeywords } from '../api/save-keywords';
import { useUploadSponsor } from '../api/upload-sponsor';
import styles from '@/components/console/console.module.css';

const COLUMNS = ['keyword_eng1', 'keyword_jap1', 'keyword_eng2', 'keyword_jap2'] as const;
const COLUMN_LABELS = {
  keyword_eng1: 'organiser.roulette.keyword1Eng',
  keyword_jap1: 'organiser.roulette.keyword1Jap',
  keyword_eng2: 'organiser.roulette.keyword2Eng',
  keyword_jap2: 'organiser.roulette.keyword2Jap',
} as const;
const emptyRow = (): KeywordRow => ({ keyword_eng1: '', keyword_jap1: '', keyword_eng2: '', keyword_jap2: '' });

/**
 * The event's roulette pool (docs/decisions.md#64, #110): keyword rows in both languages, edited as a
 * table or pasted in bulk from a spreadsheet (each line it cannot read is named by number), and the
 * sponsor image with upload progress. The table has a header over each column, and leaving with rows not saved asks
 * first (docs/decisions.md#318).
 */
export function AdminRoulettePoolRoute() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { eventId = '' } = useParams();
  const event = useAdminEvent(eventId);
  const roulette = useEventRoulette(eventId);
  const save = useSaveKeywords(eventId);
  const sponsor = useUploadSponsor(eventId);
  const [rows, setRows] = useState<KeywordRow[] | null>(null);
  const [paste, setPaste] = useState('');
  const [pasteErrors, setPasteErrors] = useState<string[]>([]);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pasteId = useId();

  // The table shows what is stored until the organiser changes something.
  const stored = roulette.data?.keywords ?? [];
  const table = rows ?? stored;
  // Changed rows not yet saved: leaving asks first (docs/decisions.md#318).
  const unsaved = rows !== null && JSON.stringify(rows) !== JSON.stringify(stored);
  const setCell = (index: number, column: (typeof COLUMNS)[number], value: string) =>
    void setRows(table.map((row, each) => (each === index ? { ...row, [column]: value } : row)));

  function addPasted() {
    const { rows: pasted, errors } = parseKeywordLines(paste);
    setPasteErrors(
      errors.map(({ line, problem }) =>
        t(`organiser.roulette.lineError.${problem}`, { line, max: MAX_KEYWORD_LENGTH }),
      ),
    );
    if (pasted.length === 0) return;
    setRows([...table, ...pasted]);
    notify('info', t('organiser.roulette.bulkAdded', { count: pasted.length }));
    // Lines that could not be read stay in the box, to be mended and added again.
    if (errors.length === 0) setPaste('');
    else
      setPaste(
        paste
          .split(/\r\n|\r|\n/)
          .filter((_, index) => errors.some((error) => error.line === index + 1))
          .join('\n'),
      );
  }

  async function saveRows() {
    const trimmed = table.map((row) => ({
      keyword_eng1: row.keyword_eng1.trim(),
      keyword_jap1: row.keyword_jap1.trim(),
      keyword_eng2: row.keyword_eng2.trim(),
      keyword_jap2: row.keyword_jap2.trim(),
    }));
    const incomplete = trimmed.flatMap((row, index) =>
      COLUMNS.some((column) => row[column] === '')
        ? [t('organiser.roulette.rowIncomplete', { number: index + 1 })]
        : [],
    );
    setRowErrors(incomplete);
    if (incomplete.length > 0) return;
    try {
      const reply = await save.mutateAsync(trimmed);
      setRows(reply.Roulette.keywords);
      notify('success', t('organiser.roulette.saved'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  }

  async function uploadSponsor(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      await sponsor.mutateAsync({ file, onProgress: setProgress });
      notify('success', t('organiser.roulette.sponsorSaved'));
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  const title = event.data ? pick(event.data.event.title_eng, event.data.event.title_jap) : '';
  const sponsorImage = roulette.data?.sponsor_img ?? '';
  return (
    <ConsoleShell
      title={t('organiser.roulette.title', { event: title })}
      backTo={paths.adminAddBattles.getHref(eventId)}
    >
      <UnsavedChangesGuard when={unsaved} warning={t('organiser.roulette.unsavedWarning')} />
      <QueryView query={roulette} loading={<p className={styles.hint}>{t('organiser.loading')}</p>}>
        {() => (
          <div className={styles.page}>
            <p className={styles.hint}>{t('organiser.roulette.hint')}</p>
            <form
              className={styles.card}
              noValidate
              onSubmit={(submit) => {
                submit.preventDefault();
                void saveRows();
              }}
            >
              {table.length === 0 && <p className={styles.meta}>{t('organiser.roulette.none')}</p>}
              {table.length > 0 && (
                <div className={styles.scrollX}>
                  <table className={styles.keywordTable}>
                    <thead>
                      <tr>
                        <th scope="col">{t('organiser.roulette.rowColumn')}</th>
                        {COLUMNS.map((column) => (
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
                      {table.map((row, index) => (
                        // Rows have no identity of their own: the position is the row.
                        <tr key={index}>
                          <th scope="row">{index + 1}</th>
                          {COLUMNS.map((column) => (
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
                              onClick={() => setRows(table.filter((_, each) => each !== index))}
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
              {rowErrors.map((message) => (
                <p key={message} className={styles.error} role="alert">
                  {message}
                </p>
              ))}
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => setRows([...table, emptyRow()])}>
                  {t('organiser.roulette.addRow')}
                </button>
                <SubmitButton busy={save.isPending}>
                  {save.isPending ? t('organiser.saving') : t('organiser.save')}
                </SubmitButton>
              </div>
            </form>

            <section className={styles.card} aria-labelledby={`${pasteId}-title`}>
              <h2 id={`${pasteId}-title`} className={styles.cardTitle}>
                {t('organiser.roulette.bulkTitle')}
              </h2>
              <p className={styles.hint}>{t('organiser.roulette.bulkHint')}</p>
              <label htmlFor={pasteId} className={styles.meta}>
                {t('organiser.roulette.bulkLabel')}
              </label>
              <textarea
                id={pasteId}
                className={styles.textarea}
                value={paste}
                onChange={(change) => setPaste(change.target.value)}
              />
              {pasteErrors.map((message) => (
                <p key={message} className={styles.error} role="alert">
                  {message}
                </p>
              ))}
              <button type="button" className={styles.button} disabled={!paste.trim()} onClick={addPasted}>
                {t('organiser.roulette.bulkAdd')}
              </button>
            </section>

            <section className={styles.card} aria-labelledby={`${pasteId}-sponsor`}>
              <h2 id={`${pasteId}-sponsor`} className={styles.cardTitle}>
                {t('organiser.roulette.sponsor')}
              </h2>
              <p className={styles.hint}>{t('organiser.roulette.sponsorHint')}</p>
              {sponsorImage ? (
                <img
                  className={styles.qr}
                  src={backendImageUrl(sponsorImage)}
                  alt={t('organiser.roulette.sponsorAlt')}
                  width={240}
                />
              ) : (
                <p className={styles.meta}>{t('organiser.roulette.noSponsor')}</p>
              )}
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={(change) => void uploadSponsor(change)}
                data-testid="sponsor-input"
              />
              <button
                type="button"
                className={styles.button}
                disabled={progress !== null}
                onClick={() => fileInput.current?.click()}
              >
                {t('organiser.roulette.uploadSponsor')}
              </button>
              {progress !== null && (
                <label>
                  {t('organiser.editor.uploading', { percent: Math.round(progress * 100) })}
                  <progress className={styles.progress} max={1} value={progress} />
                </label>
              )}
            </section>
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
