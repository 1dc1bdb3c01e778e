import { artworksMayBePhotographed, type TBattle, type TImageMeta, type TPlayer } from '@artclash/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtworkPhoto } from '@/components/artwork-photo/artwork-photo';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useFileUpload } from '@/components/console/use-file-upload';
import { UploadProgress } from '@/components/form-field/upload-progress';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import type { ServerClock } from '../api/server-clock';
import { useRemoveArtwork, useUploadArtwork } from '../api/artwork-photos';
import { useCountdown } from './use-countdown';
import layout from '@/components/layout/layout.module.css';
import ui from '@/components/console/console.module.css';
import styles from './control-room.module.css';

interface ArtworkSideProps {
  eventId: string;
  battleId: string;
  side: '1' | '2';
  player: TPlayer | null;
  photo: TImageMeta | null;
}

/**
 * One side's canvas: its photo or none yet, the button that takes (on a phone) or picks one, with its progress, and
 * the one that takes it away, after asking.
 */
function ArtworkSide({ eventId, battleId, side, player, photo }: ArtworkSideProps) {
  const { t } = useTranslation();
  const upload = useUploadArtwork(eventId);
  const remove = useRemoveArtwork(eventId);
  const [asking, setAsking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const name = player?.username ?? '—';
  const { progress, choose } = useFileUpload(
    (file, onProgress) => upload.mutateAsync({ battleId, side, file, onProgress }),
    () => t('organiser.control.artworks.saved', { name }),
  );

  async function removePhoto() {
    try {
      await remove.mutateAsync({ battleId, side });
      notify('success', t('organiser.control.artworks.removed'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
    setAsking(false);
  }

  return (
    <figure className={styles.artwork}>
      {photo ? (
        <ArtworkPhoto
          photo={photo}
          alt={t('organiser.control.artworks.alt', { name })}
          sizes="(max-width: 40rem) 45vw, 20rem"
        />
      ) : (
        <p className={`${ui.meta} ${styles.noArtwork}`}>{t('organiser.control.artworks.none')}</p>
      )}
      <figcaption className={ui.meta}>{name}</figcaption>
      {/* No `capture`: a phone offers its camera and its photos alike. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(change) => void choose(change)}
        data-testid={`artwork-input-${side}`}
      />
      <button
        type="button"
        className={ui.button}
        disabled={!player || progress !== null}
        onClick={() => input.current?.click()}
      >
        {t(photo ? 'organiser.control.artworks.retake' : 'organiser.control.artworks.take', { name })}
      </button>
      {photo && (
        <button type="button" className={ui.danger} disabled={remove.isPending} onClick={() => setAsking(true)}>
          {t('organiser.control.artworks.remove', { name })}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('organiser.control.artworks.confirmRemove', { name })}
        warning={t('organiser.control.artworks.removeWarning', { name })}
        confirmLabel={t('organiser.control.artworks.remove', { name })}
        busy={remove.isPending}
        onConfirm={() => void removePhoto()}
        onCancel={() => setAsking(false)}
      />
      {progress !== null && (
        <UploadProgress
          label={t('organiser.editor.uploading', { percent: Math.round(progress * 100) })}
          progress={progress}
        />
      )}
    </figure>
  );
}

interface ArtworkPhotosProps {
  eventId: string;
  battle: TBattle;
  battlesTime: number;
  clock: ServerClock;
}

/**
 * The photos of a battle's two canvases (docs/decisions.md#425), offered in the control room from 'Time is up!' on (and
 * for a complete battle): each shows in the results and on the share card, and becomes its artist's draft post.
 */
export function ArtworkPhotos({ eventId, battle, battlesTime, clock }: ArtworkPhotosProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Read for its ticks: the photos are offered the moment the countdown reaches zero.
  useCountdown(battle, battlesTime, clock);
  if (!artworksMayBePhotographed(battle, battlesTime, clock.now())) return null;
  return (
    <section className={ui.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={ui.cardTitle}>
        {t('organiser.control.artworks.title')}
      </h3>
      <p className={ui.hint}>{t('organiser.control.artworks.about')}</p>
      <div className={layout.halves}>
        {(['1', '2'] as const).map((side) => (
          <ArtworkSide
            key={side}
            eventId={eventId}
            battleId={battle._id}
            side={side}
            player={side === '1' ? battle.battle1 : battle.battle2}
            photo={side === '1' ? battle.battle1_artwork : battle.battle2_artwork}
          />
        ))}
      </div>
    </section>
  );
}
