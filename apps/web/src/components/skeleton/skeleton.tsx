import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** One shimmering placeholder block; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.block, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** Wraps skeleton blocks in a polite status so screen readers hear "Loading…" instead of silence. */
export function LoadingRegion({ children, className }: { children: React.ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="visually-hidden">{t('common.loading')}</span>
      {children}
    </div>
  );
}
