// Plain values of §9, kept apart from the zod schemas so the browser can import them without zod.

/** Static home city tabs (§9), which filter past events (docs/decisions.md#9). */
export const HOME_CITIES = ['Tokyo', 'Taiwan', 'Hong Kong', 'Seoul', 'Singapore'] as const;
export type THomeCity = (typeof HOME_CITIES)[number];
/** The city tab home opens on (the first of §9's list). */
export const FIRST_HOME_CITY: THomeCity = HOME_CITIES[0];

/** Result criteria (§9), shown with organiser-entered judge scores (docs/decisions.md#9). */
export const JUDGE_CRITERIA = ['idea', 'speed', 'technique', 'storytelling'] as const;
