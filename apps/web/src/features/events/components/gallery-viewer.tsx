import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Modal } from '@/components/modal/modal';
import { EventImage } from '@/components/event-image/event-image';
import styles from './gallery-viewer.module.css';

interface GalleryViewerProps {
  title: string;
  images: string[];
  /** The photo tapped, shown first. */
  start: number;
  onClose: () => void;
}

/**
 * An event's photos on the whole screen (docs/product.md#rule-115): swipe or use the arrow keys
 * between them; Escape or the close button closes it and gives the focus back to the photo tapped.
 */
export function GalleryViewer({ title, images, start, onClose }: GalleryViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  return (
    <Modal open title={t('events.photoViewer', { title })} onClose={onClose} variant="fullscreen">
      <div className={styles.viewer}>
        <Swiper
          className={styles.swiper}
          modules={[Keyboard, A11y]}
          initialSlide={start}
          keyboard={{ enabled: true }}
          spaceBetween={16}
          onSlideChange={(swiper) => setIndex(swiper.activeIndex)}
          a11y={{ prevSlideMessage: t('events.previousPhoto'), nextSlideMessage: t('events.nextPhoto') }}
        >
          {images.map((image, position) => (
            <SwiperSlide key={`${image}-${position}`} className={styles.slide}>
              <EventImage
                path={image}
                alt={t('events.galleryAlt', { title, index: position + 1 })}
                className={styles.photo}
                sizes="100vw"
                eager={Math.abs(position - start) <= 1}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        <p className={styles.count} aria-live="polite">
          {t('events.photoCount', { index: index + 1, count: images.length })}
        </p>
      </div>
    </Modal>
  );
}
