import type { ComponentProps } from 'react';
import { AppShell } from '../app-shell/app-shell';
import { PhoneReachWarning } from './phone-reach-warning';

type ConsoleShellProps = Omit<ComponentProps<typeof AppShell>, 'pageId' | 'showNav' | 'wide'> & {
  /** The warning folded to its title, for a screen whose controls must stay above the fold (docs/product.md#rule-395). */
  compactWarning?: boolean;
};

/**
 * A screen of the organisers' console: the app's shell at a tablet's whole width, with no bottom navigation, and the
 * warning of a server phones cannot reach above every screen (docs/decisions.md#346).
 */
export function ConsoleShell({ children, compactWarning = false, ...props }: ConsoleShellProps) {
  return (
    <AppShell pageId="admin" showNav={false} wide {...props}>
      <PhoneReachWarning compact={compactWarning} />
      {children}
    </AppShell>
  );
}
