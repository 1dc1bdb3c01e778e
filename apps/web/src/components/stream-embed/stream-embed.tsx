import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stream-embed.module.css';

/**
 * The address of the stream player in an event's embed HTML: the first <iframe>'s src, only when
 * it is https. The HTML is parsed by DOMParser, whose documents run no script and load nothing;
 * nothing of it is ever put into the page (docs/product.md#rule-25).
 */
export function streamSource(html: string): string | undefined {
  if (!html.trim() || typeof DOMParser === 'undefined') return undefined;
  const frame = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
  const src = frame?.getAttribute('src')?.trim();
  if (!src) return undefined;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * False until the browser has painted the screen that holds the caller (the frame after its first
 * commit), then true: a timer started from an animation frame runs after that frame is painted.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The event's live stream, sandboxed, in a 16:9 box of at most 75vh (§9 live sizes). The player is
 * another site's page, heavier than the whole app: it starts once the screen around it is painted, so
 * a phone's first bytes go to the screen (docs/decisions.md#193). The box keeps its size meanwhile.
 */
export function StreamEmbed({ html, title }: { html: string; title: string }) {
  const { t } = useTranslation();
  const src = useMemo(() => streamSource(html), [html]);
  const painted = usePainted();
  if (src && !painted) return <div className={styles.frame} />;
  return (
    <div className={styles.frame}>
      {src ? (
        <iframe
          className={styles.player}
          src={src}
          title={t('live.streamTitle', { title })}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <p className={styles.placeholder}>{t('live.noStream')}</p>
      )}
    </div>
  );
}
