import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '@/lib/client-errors';
import styles from './part-boundary.module.css';

interface PartBoundaryProps {
  /** The part, in kebab-case (`vote-card`): its name in the crash report. */
  name: string;
  children: ReactNode;
  /** What stands in the part's place; by default a small line saying it could not be shown. */
  fallback?: ReactNode;
  /** The default line's class, for the part's place in the screen's layout. */
  fallbackClassName?: string;
  /** The part tries again when one of these changes: the data it shows came again, or other data came. */
  resetKeys?: readonly unknown[];
}

const changed = (before: readonly unknown[] = [], after: readonly unknown[] = []) =>
  before.length !== after.length || before.some((key, index) => !Object.is(key, after[index]));

function PartFailed({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p className={className ? `${styles.failed} ${className}` : styles.failed} role="status">
      {t('common.partFailed')}
    </p>
  );
}

/**
 * One part of a screen that may fail alone (docs/decisions.md#341): a render error in it shows a small line in its
 * place, tells the server (docs/decisions.md#342), and leaves the rest of the screen working; the part tries again
 * when its reset keys change. A whole screen that fails is the router's error screen (app/route-error.tsx).
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportClientError(error, { part: this.props.name });
  }

  override componentDidUpdate(before: PartBoundaryProps, stateBefore: { failed: boolean }): void {
    // Only a part that had already failed before this update retries: new keys in the failing render do not.
    if (this.state.failed && stateBefore.failed && changed(before.resetKeys, this.props.resetKeys))
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <PartFailed className={this.props.fallbackClassName} />;
  }
}
