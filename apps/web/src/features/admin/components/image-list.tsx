import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/pill/pill';
import { backendImageUrl } from '@/lib/image-url';
import styles from '@/components/console/console.module.css';

interface ImageListProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** Uploads one file; resolves once the server holds it. Absent before the event exists. */
  onUpload?: (file: File, onProgress: (share: number) => void) => Promise<void>;
}

const moved = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The event's images, the first being the cover: reordered by dragging or with the arrow buttons
 * (keyboard and touch), removed, and added by upload with a progress bar.
 */
export function ImageList({ images, onChange, onUpload }: ImageListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== to) onChange(moved(images, dragged, to));
    setDragged(null);
  };

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!onUpload) return;
    for (const file of files) {
      setProgress(0);
      try {
        await onUpload(file, setProgress);
      } finally {
        setProgress(null);
      }
    }
  }

  return (
    <div className={styles.card}>
      <p className={styles.hint}>
        {onUpload ? t('organiser.editor.imagesHint') : t('organiser.editor.imagesAfterCreate')}
      </p>
      {images.length === 0 ? (
        <p className={styles.meta}>{t('organiser.editor.noImages')}</p>
      ) : (
        <ol className={styles.thumbs}>
          {images.map((image, index) => (
            <li
              key={image}
              className={[styles.thumb, dragged === index && styles.dragging].filter(Boolean).join(' ')}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => setDragged(null)}
            >
              <img
                src={backendImageUrl(image)}
                alt={t('organiser.editor.imageAlt', { number: index + 1 })}
                loading="lazy"
                draggable={false}
              />
              {index === 0 && (
                <Pill flat tone="goldSoft" className={styles.badge}>
                  {t('organiser.editor.cover')}
                </Pill>
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.button}
                  disabled={index === 0}
                  aria-label={t('organiser.editor.moveUp', { number: index + 1 })}
                  onClick={() => onChange(moved(images, index, index - 1))}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={styles.button}
                  disabled={index === images.length - 1}
                  aria-label={t('organiser.editor.moveDown', { number: index + 1 })}
                  onClick={() => onChange(moved(images, index, index + 1))}
                >
                  →
                </button>
                <button
                  type="button"
                  className={styles.danger}
                  aria-label={t('organiser.editor.removeImage', { number: index + 1 })}
                  onClick={() => onChange(images.filter((_, each) => each !== index))}
                >
                  ✕
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {onUpload && (
        <div className={styles.toolbar}>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            onChange={(event) => void upload(event)}
            data-testid="event-image-input"
          />
          <button
            type="button"
            className={styles.button}
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            {t('organiser.editor.uploadImage')}
          </button>
          {progress !== null && (
            <label className={styles.grow}>
              {t('organiser.editor.uploading', { percent: Math.round(progress * 100) })}
              <progress className={styles.progress} max={1} value={progress} />
            </label>
          )}
        </div>
      )}
    </div>
  );
}
