import type { KeywordRow } from '@artclash/contract/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { QueryView } from '@/components/query-view/query-view';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useAdminEvent } from '../api/get-event';
import { useEventRoulette } from '../api/get-event-roulette';
import { useSaveKeywords } from '../api/save-keywords';
import { KeywordPaste, useKeywordPaste } from '../components/keyword-paste';
import { KEYWORD_COLUMNS, KeywordTableForm } from '../components/keyword-table-form';
import { SponsorImageCard, useSponsorUpload } from '../components/sponsor-image-card';
import styles from '@/components/console/console.module.css';

/**
 * The event's roulette pool (docs/product.md#rule-64, #rule-110): keyword rows in both languages, edited as a
 * table or pasted in bulk from a spreadsheet (each line it cannot read is named by number), and the
 * sponsor image with upload progress. The table has a header over each column, and leaving with rows not saved asks
 * first (docs/product.md#rule-318).
 */
export function AdminRoulettePoolRoute() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { eventId = '' } = useParams();
  const event = useAdminEvent(eventId);
  const roulette = useEventRoulette(eventId);
  const save = useSaveKeywords(eventId);
  const [rows, setRows] = useState<KeywordRow[] | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);

  // The table shows what is stored until the organiser changes something.
  const stored = roulette.data?.keywords ?? [];
  const table = rows ?? stored;
  // Changed rows not yet saved: leaving asks first (docs/product.md#rule-318).
  const unsaved = rows !== null && JSON.stringify(rows) !== JSON.stringify(stored);
  const pasted = useKeywordPaste((added) => setRows([...table, ...added]));
  const sponsor = useSponsorUpload(eventId);

  async function saveRows() {
    const trimmed = table.map((row) => ({
      keyword_eng1: row.keyword_eng1.trim(),
      keyword_jap1: row.keyword_jap1.trim(),
      keyword_eng2: row.keyword_eng2.trim(),
      keyword_jap2: row.keyword_jap2.trim(),
    }));
    const incomplete = trimmed.flatMap((row, index) =>
      KEYWORD_COLUMNS.some((column) => row[column] === '')
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

  const title = event.data ? pick(event.data.event.title_eng, event.data.event.title_jap) : '';
  return (
    <ConsoleShell
      title={t('organiser.roulette.title', { event: title })}
      backTo={paths.adminAddBattles.getHref(eventId)}
    >
      <UnsavedChangesGuard when={unsaved} warning={t('organiser.roulette.unsavedWarning')} />
      <QueryView query={roulette} loading={<p className={styles.hint}>{t('organiser.loading')}</p>}>
        {(pool) => (
          <div className={styles.page}>
            <p className={styles.hint}>{t('organiser.roulette.hint')}</p>
            <KeywordTableForm
              rows={table}
              errors={rowErrors}
              saving={save.isPending}
              onChange={setRows}
              onSave={() => void saveRows()}
            />
            <KeywordPaste state={pasted} />
            <SponsorImageCard image={pool.sponsor_img ?? ''} upload={sponsor} />
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
