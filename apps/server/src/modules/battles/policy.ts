import { isOrganiser, type Viewer } from '../../lib/viewer.ts';

/** Who may do what with battles. */
export const battlePolicy = {
  /** The battle list feeds the public live screens, signed in or not (§4, docs/decisions.md#22). */
  canRead: (_viewer: Viewer | null): boolean => true,
  /** Running a battle (timer, roulette, voting, winner) is the organisers' (docs/decisions.md#21). */
  canControl: (viewer: Viewer | null): boolean => isOrganiser(viewer),
};
