import { MAX_KEYWORD_LENGTH, parseKeywordLines, type KeywordRow } from '@artclash/contract/values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import styles from '@/components/console/console.module.css';

/**
 * Keyword rows pasted in bulk from a spreadsheet (docs/product.md#rule-110): the rows it reads join the table, and
 * each line it cannot read is named by number and stays in the box, to be mended and added again. Held by the
 * screen, so a language switch (which reloads the pool) keeps what was pasted.
 */
export function useKeywordPaste(onAdd: (rows: KeywordRow[]) => void) {
  const { t } = useTranslation();
  const [paste, setPaste] = useState('');
  const [pasteErrors, setPasteErrors] = useState<string[]>([]);

  function addPasted() {
    const { rows: pasted, errors } = parseKeywordLines(paste);
    setPasteErrors(
      errors.map(({ line, problem }) =>
        t(`organiser.roulette.lineError.${problem}`, { line, max: MAX_KEYWORD_LENGTH }),
      ),
    );
    if (pasted.length === 0) return;
    onAdd(pasted);
    notify('info', t('organiser.roulette.bulkAdded', { count: pasted.length }));
    if (errors.length === 0) setPaste('');
    else
      setPaste(
        paste
          .split(/\r\n|\r|\n/)
          .filter((_, index) => errors.some((error) => error.line === index + 1))
          .join('\n'),
      );
  }

  /** The box's text as typed; the messages about its lines go with them once it is cleared (docs/product.md#rule-374). */
  function typePaste(value: string) {
    setPaste(value);
    if (!value.trim()) setPasteErrors([]);
  }

  return { paste, setPaste: typePaste, pasteErrors, addPasted };
}

/** The box to paste rows into, the lines it could not read, and the button that adds the rest. */
export function KeywordPaste({ state }: { state: ReturnType<typeof useKeywordPaste> }) {
  const { t } = useTranslation();
  const pasteId = useId();
  const { paste, setPaste, pasteErrors, addPasted } = state;
  return (
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
  );
}
