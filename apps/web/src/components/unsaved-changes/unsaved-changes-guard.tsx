import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

interface UnsavedChangesGuardProps {
  /** Whether the screen holds changes that leaving would lose. */
  when: boolean;
  /** What would be lost, in the screen's words. */
  warning: string;
}

/**
 * Asks before changes are lost (docs/product.md#rule-318): a move to another screen of the app waits for a confirm
 * dialog, and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when, warning }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.unsaved.title')}
      warning={warning}
      confirmLabel={t('common.unsaved.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
