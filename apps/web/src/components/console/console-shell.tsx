import type { ComponentProps } from 'react';
import { AppShell } from '../app-shell/app-shell';

type ConsoleShellProps = Omit<ComponentProps<typeof AppShell>, 'pageId' | 'showNav' | 'wide'>;

/** A screen of the organisers' console: the app's shell at a tablet's whole width, with no bottom navigation. */
export function ConsoleShell(props: ConsoleShellProps) {
  return <AppShell pageId="admin" showNav={false} wide {...props} />;
}
