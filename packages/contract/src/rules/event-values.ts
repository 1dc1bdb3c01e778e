// Plain values of §9, kept apart from the zod schemas so the browser can import them without zod.

/** Static home city tabs (§9), which filter past events (docs/decisions.md#9). */
export const HOME_CITIES = ['Tokyo', 'Taiwan', 'Hong Kong', 'Seoul', 'Singapore'] as const;
export type THomeCity = (typeof HOME_CITIES)[number];
/** The city tab home opens on (the first of §9's list). */
export const FIRST_HOME_CITY: THomeCity = HOME_CITIES[0];

/** Result criteria (§9), shown with organiser-entered judge scores (docs/decisions.md#9). */
export const JUDGE_CRITERIA = ['idea', 'speed', 'technique', 'storytelling'] as const;

/**
 * Who may vote in an event (docs/decisions.md#305): accounts whose address was proven, people in the
 * room (the big screen's room code), or anyone signed in (the spec's rule). The first is the default.
 */
export const VOTING_RULES = ['proven', 'room', 'anyone'] as const;
export type TVotingRule = (typeof VOTING_RULES)[number];

/** The room code (docs/decisions.md#306): this many digits, a new one every minute, the last one still good. */
export const ROOM_CODE = { digits: 6, periodSeconds: 60 } as const;
