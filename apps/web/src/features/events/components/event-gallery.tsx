import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card/card';
import cards from '@/components/card/card.module.css';
import { EventImage } from '@/components/event-image/event-image';
import layout from '@/components/layout/layout.module.css';
import styles from './event-details-view.module.css';

interface EventGalleryProps {
  /** The event's title, which names each photo. */
  title: string;
  images: string[];
  /** Opens the photo at this place in the viewer. */
  onOpen: (index: number) => void;
}

/** The event's photos (§2.8), each a button that opens it in the viewer. */
export function EventGallery({ title, images, onOpen }: EventGalleryProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" padded className={styles.card} aria-labelledby="gallery-heading">
      <h3 id="gallery-heading" className={cards.title}>
        {t('events.gallery')}
      </h3>
      <ul className={`${layout.halves} ${styles.gallery}`}>
        {images.map((image, index) => (
          <li key={`${image}-${index}`}>
            <button type="button" className={styles.photoButton} onClick={() => onOpen(index)} aria-haspopup="dialog">
              <EventImage
                path={image}
                alt={t('events.openPhoto', { title, index: index + 1 })}
                className={styles.photo}
                sizes="(max-width: 480px) 50vw, 240px"
              />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
