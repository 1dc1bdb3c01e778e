// Plain values of §9, kept apart from the zod schemas so the browser can import them without zod.

/** Static home city tabs (§9), which filter past events (docs/product.md#rule-9). */
export const HOME_CITIES = ['Tokyo', 'Taiwan', 'Hong Kong', 'Seoul', 'Singapore'] as const;
export type THomeCity = (typeof HOME_CITIES)[number];
/** The city tab home opens on (the first of §9's list). */
export const FIRST_HOME_CITY: THomeCity = HOME_CITIES[0];

/**
 * The event types the console offers, each named in the dictionaries (`organiser.editor.eventTypes`); the first is
 * the default (§9). The contract takes any short name, so a stored event may hold one this list does not.
 */
export const EVENT_TYPES = ['battle_club', 'championship', 'workshop'] as const;
export type TListedEventType = (typeof EVENT_TYPES)[number];
export const DEFAULT_EVENT_TYPE: TListedEventType = EVENT_TYPES[0];
/** Whether the type is one of the listed ones (and so has a name in the dictionaries). */
export const isListedEventType = (type: string): type is TListedEventType =>
  (EVENT_TYPES as readonly string[]).includes(type);

/** Result criteria (§9), shown with organiser-entered judge scores (docs/product.md#rule-9). */
export const JUDGE_CRITERIA = ['idea', 'speed', 'technique', 'storytelling'] as const;
