import { Card } from '@/components/card/card';
import cards from '@/components/card/card.module.css';
import { Pill } from '@/components/pill/pill';
import type { TEvent, TEventType } from '@artclash/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from '@/components/button/button.module.css';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { EventActions } from './event-actions';
import { useEventVenue } from './event-venue';
import { EventImage } from '@/components/event-image/event-image';
import { EventGallery } from './event-gallery';
import { EventSchedule } from './event-schedule';
import { ParticipantStack } from './participant-stack';
import { ParticipantsModal } from './participants-modal';
import styles from './event-details-view.module.css';

/** A map search for the address: phones hand this link to their map app (docs/product.md#rule-67). */
// Swiper loads only when a photo is opened.
const GalleryViewer = lazy(() => import('./gallery-viewer').then((m) => ({ default: m.GalleryViewer })));

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

interface EventDetailsViewProps {
  event: TEvent;
  types: TEventType;
}

/** Spec §2.8 Event Details: cover, title, dates, rules, participants, gallery and the next step. */
export function EventDetailsView({ event, types }: EventDetailsViewProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const [photo, setPhoto] = useState<number | null>(null);
  const title = pick(event.title_eng, event.title_jap);
  const rules = pick(event.rules_eng, event.rules_jap);
  const { name: venueName, address: venueAddress } = useEventVenue(event);

  return (
    <article className={styles.article}>
      <div className={styles.hero}>
        <EventImage
          path={event.images[0]}
          alt={t('events.coverAlt', { title })}
          className={styles.cover}
          priority="high"
        />
        <Pill tone={types === 'upcoming' ? 'live' : 'dark'} strong className={styles.status} data-type={types}>
          {types === 'upcoming' ? t('events.statusUpcoming') : t('events.statusPast')}
        </Pill>
      </div>
      <h2 className={styles.title}>{title}</h2>
      <EventActions event={event} />

      <Card as="section" padded className={styles.card} aria-labelledby="schedule-heading">
        <h3 id="schedule-heading" className={cards.title}>
          {t('events.schedule')}
        </h3>
        <EventSchedule event={event} withZoneNote />
      </Card>

      {(venueName || venueAddress) && (
        <Card as="section" padded className={styles.card} aria-labelledby="venue-heading">
          <h3 id="venue-heading" className={cards.title}>
            {t('events.venue')}
          </h3>
          {venueName && <p className={styles.venueName}>{venueName}</p>}
          {venueAddress && (
            <a
              href={mapLink(venueAddress)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('events.openMap', { address: venueAddress })}
            >
              {venueAddress}
            </a>
          )}
        </Card>
      )}

      {rules.trim() && (
        <Card as="section" padded className={styles.card} aria-labelledby="rules-heading">
          <h3 id="rules-heading" className={cards.title}>
            {t('events.rules')}
          </h3>
          <p className={styles.rules}>{rules}</p>
        </Card>
      )}

      <Card as="section" padded className={styles.card} aria-labelledby="participants-heading">
        <h3 id="participants-heading" className={cards.title}>
          {t('events.participants')}
        </h3>
        {event.participants.length > 0 ? (
          <ParticipantStack participants={event.participants} onOpen={() => setParticipantsOpen(true)} />
        ) : (
          <p className={styles.muted}>{t('events.noParticipants')}</p>
        )}
      </Card>

      {event.images.length > 0 && <EventGallery title={title} images={event.images} onOpen={setPhoto} />}

      <div className={styles.cta}>
        {/* The results, once public, whether or not the scheduled end has passed (docs/product.md#rule-376). */}
        {!event.results_public ? (
          <Link to={paths.liveMatch.getHref(event._id)} className={`${buttons.primary} ${buttons.block}`}>
            {t('events.joinEvent')}
          </Link>
        ) : (
          <Link to={paths.matchDetails.getHref(event._id)} className={`${buttons.secondary} ${buttons.block}`}>
            {t('events.viewResults')}
          </Link>
        )}
      </div>

      {photo !== null && (
        <Suspense fallback={null}>
          <GalleryViewer title={title} images={event.images} start={photo} onClose={() => setPhoto(null)} />
        </Suspense>
      )}
      <ParticipantsModal
        open={participantsOpen}
        onClose={() => setParticipantsOpen(false)}
        participants={event.participants}
      />
    </article>
  );
}
