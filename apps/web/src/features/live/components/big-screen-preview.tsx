import type { TEventBattles } from '@artclash/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerClock } from '../api/server-clock';
import { BigScreenView } from './big-screen-view';
import styles from './big-screen.module.css';

/** The projector's width: the preview lays the big screen out at it and scales it down. */
const PROJECTOR_WIDTH = 1920;

/**
 * What the projector shows, in the control room (docs/product.md#rule-325): the big screen's own view, fed
 * by the same live data, laid out at 1920×1080 and scaled to fit. Hidden from assistive technology and
 * inert: it repeats what the controls above say.
 */
export function BigScreenPreview({ event, clock }: { event: TEventBattles; clock: ServerClock }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.2);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setScale(entry.contentRect.width / PROJECTOR_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <figure className={styles.previewFigure}>
      <figcaption>{t('organiser.control.preview')}</figcaption>
      <div ref={box} className={styles.preview} data-testid="projector-preview" aria-hidden="true" inert>
        <div className={styles.previewCanvas} style={{ transform: `scale(${scale})` }}>
          <BigScreenView event={event} clock={clock} />
        </div>
      </div>
    </figure>
  );
}
