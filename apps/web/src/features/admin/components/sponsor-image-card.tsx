import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUpload } from '@/components/console/use-file-upload';
import { backendImageUrl } from '@/lib/image-url';
import { useUploadSponsor } from '../api/upload-sponsor';
import styles from '@/components/console/console.module.css';

/** Uploads the roulette's sponsor image with its progress; held by the screen, like the keyword rows. */
export function useSponsorUpload(eventId: string) {
  const { t } = useTranslation();
  const sponsor = useUploadSponsor(eventId);
  const { progress, choose } = useFileUpload(
    (file, onProgress) => sponsor.mutateAsync({ file, onProgress }),
    () => t('organiser.roulette.sponsorSaved'),
  );
  return { progress, uploadSponsor: choose };
}

interface SponsorImageCardProps {
  image: string;
  upload: ReturnType<typeof useSponsorUpload>;
}

/** The roulette's sponsor image (docs/product.md#rule-64): the stored one, and a new one uploaded with its progress. */
export function SponsorImageCard({ image, upload: { progress, uploadSponsor } }: SponsorImageCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('organiser.roulette.sponsor')}
      </h2>
      <p className={styles.hint}>{t('organiser.roulette.sponsorHint')}</p>
      {image ? (
        <img className={styles.qr} src={backendImageUrl(image)} alt={t('organiser.roulette.sponsorAlt')} width={240} />
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
  );
}
