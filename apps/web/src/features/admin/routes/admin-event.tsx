import type { TEventCreateRequest } from '@artclash/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsoleShell } from '@/components/console/console-shell';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useLanguage } from '@/lib/use-language';
import { useAdminEvent } from '../api/get-event';
import { useCreateEvent } from '../api/create-event';
import { useDeleteEvent } from '../api/delete-event';
import { useUpdateEvent } from '../api/update-event';
import { useUploadEventImage } from '../api/upload-event-image';
import { useEventBattles } from '@/lib/events/get-event-battles';
import { EventForm } from '../components/event-form';
import { NightRecord } from '@/components/console/night-record';
import { VoteChecks } from '../components/vote-checks';
import styles from '@/components/console/console.module.css';

/** A new event: saved whole, then the editor of the created event opens (for images and battles). */
export function AdminEventNewRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateEvent();

  async function save(values: TEventCreateRequest) {
    try {
      const reply = await create.mutateAsync(values);
      notify('success', t('organiser.editor.created'));
      await navigate(paths.adminEvent.getHref(reply.event._id), { replace: true });
    } catch (error) {
      notify('error', errorMessage(error));
    }
  }

  return (
    <ConsoleShell title={t('organiser.editor.newTitle')} backTo={paths.adminEvents.getHref()}>
      <EventForm busy={create.isPending} onSave={save} />
    </ConsoleShell>
  );
}

/** The event's other screens: its battles, its roulette, its live room, its report and its public page. */
function EventLinks({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.actions} aria-label={t('organiser.editor.sections.battles')}>
      <Link className={styles.link} to={paths.adminAddBattles.getHref(eventId)}>
        {t('organiser.editor.manageBattles')}
      </Link>
      <Link className={styles.link} to={paths.adminRoulettePool.getHref(eventId)}>
        {t('organiser.editor.roulettePool')}
      </Link>
      <Link className={styles.link} to={paths.adminLive.getHref(eventId)}>
        {t('organiser.editor.controlRoom')}
      </Link>
      <Link className={styles.link} to={paths.adminReport.getHref(eventId)}>
        {t('organiser.report.open')}
      </Link>
      <Link className={styles.link} to={paths.eventDetails.getHref(eventId)}>
        {t('organiser.editor.viewEvent')}
      </Link>
    </nav>
  );
}

/**
 * An event's editor (§2.12): every field, images and participants, saved with the version read
 * (docs/product.md#rule-68) — when another organiser saved first, the save is refused and this screen
 * offers to reload; nothing is overwritten silently. Links lead to its battles, roulette and live room.
 */
export function AdminEventRoute() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const { eventId = '' } = useParams();
  const query = useAdminEvent(eventId);
  const { data, refetch } = query;
  const battles = useEventBattles(eventId);
  const update = useUpdateEvent(eventId);
  const remove = useDeleteEvent(eventId);
  const upload = useUploadEventImage(eventId);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState(false);
  // The form is remounted on a reload so it shows what is stored now.
  const [formKey, setFormKey] = useState(0);
  const [version, setVersion] = useState<number | undefined>();
  const currentVersion = version ?? data?.version;

  async function save(values: TEventCreateRequest) {
    try {
      const reply = await update.mutateAsync({
        ...values,
        ...(currentVersion !== undefined && { version: currentVersion }),
      });
      setVersion(reply.version);
      setConflict(false);
      notify('success', t('organiser.editor.saved'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConflict(true);
      notify('error', errorMessage(failure));
    }
  }

  async function uploadImage(file: File, onProgress: (share: number) => void): Promise<string[]> {
    try {
      const reply = await upload.mutateAsync({ file, onProgress });
      setVersion(reply.version);
      notify('success', t('organiser.editor.uploaded'));
      return reply.event.images;
    } catch (failure) {
      notify('error', errorMessage(failure));
      return [];
    }
  }

  async function reload() {
    const fresh = await refetch();
    if (fresh.data) {
      setVersion(fresh.data.version);
      setConflict(false);
      setFormKey((key) => key + 1);
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync();
      notify('success', t('organiser.editor.deleted'));
      await navigate(paths.adminEvents.getHref(), { replace: true });
    } catch (failure) {
      notify('error', errorMessage(failure));
    }
  }

  const title = data ? pick(data.event.title_eng, data.event.title_jap) : t('organiser.editor.editTitle');
  return (
    <ConsoleShell title={title} backTo={paths.adminEvents.getHref()}>
      <QueryView query={query} loading={<p className={styles.hint}>{t('organiser.loading')}</p>}>
        {(data) => (
          <div className={styles.page}>
            <EventLinks eventId={eventId} />
            {conflict && (
              <div className={styles.card} role="alert">
                <p className={styles.error}>{t('organiser.editor.conflictHint')}</p>
                <button type="button" className={styles.button} onClick={() => void reload()}>
                  {t('organiser.reload')}
                </button>
              </div>
            )}
            <VoteChecks
              eventId={eventId}
              battles={battles.data?.battles ?? []}
              screenKey={data.screen_key}
              projectorLanguage={data.event.projector_language}
            />
            <NightRecord eventId={eventId} />
            <EventForm key={formKey} event={data.event} busy={update.isPending} onSave={save} onUpload={uploadImage} />
            <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
              {t('organiser.editor.deleteEvent')}
            </button>
            <ConfirmDialog
              open={confirming}
              title={t('organiser.editor.confirmDelete', { title })}
              warning={t('organiser.editor.deleteWarning', { battles: battles.data?.battles.length ?? 0 })}
              confirmLabel={t('organiser.editor.deleteEvent')}
              busy={remove.isPending}
              onConfirm={() => void confirmDelete()}
              onCancel={() => setConfirming(false)}
            />
          </div>
        )}
      </QueryView>
    </ConsoleShell>
  );
}
