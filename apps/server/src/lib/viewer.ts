import { isMainType, type TAccountType, type TRole } from '@artclash/contract';

/** Who is making a request, as the session guard found it (docs/product.md#rule-23); null on public calls. */
export interface Viewer {
  id: string;
  role: TRole;
  type: TAccountType;
}

export const isOrganiser = (viewer: Viewer | null): boolean => viewer?.role === 'admin';

/** A fan or an artist (§2.2's main-family guard): profiles and posts are theirs (docs/product.md#rule-130). */
export const isMainFamily = (viewer: Viewer | null): boolean => viewer !== null && isMainType(viewer.type);
