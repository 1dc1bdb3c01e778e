import type { TAccountType, TRole } from '@artclash/contract';

/** Who is making a request, as the session guard found it (docs/decisions.md#23); null on public calls. */
export interface Viewer {
  id: string;
  role: TRole;
  type: TAccountType;
}

export const isOrganiser = (viewer: Viewer | null): boolean => viewer?.role === 'admin';
