import type { CallOptions } from '@/lib/api-client';

/** How a control-room call was made: by its button, or by its keyboard shortcut (N, T: docs/product.md#rule-393). */
export interface Press {
  byShortcut?: boolean;
}

/**
 * A control-room call whose variables may say it was made by a shortcut: sent naming the control room, or the
 * shortcut, for the event's log (docs/decisions.md#404, #408). Every control-room write goes through it.
 */
export const pressed =
  <V extends object, R>(call: (variables: V, options: CallOptions) => Promise<R>) =>
  ({ byShortcut, ...variables }: V & Press): Promise<R> =>
    call(variables as V, { screen: byShortcut ? 'shortcut' : 'controlRoom' });
