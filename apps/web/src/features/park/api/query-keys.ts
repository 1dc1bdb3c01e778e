/** Every cache key of the park feature. */
export const interestEventKeys = {
  all: ['interest-events'] as const,
  /** Names come in the reply language, so the list is keyed by it (a language switch asks again). */
  list: (language: string) => [...interestEventKeys.all, language] as const,
};
