// The record of an event's night (docs/decisions.md#403): what each entry of its log says happened. The server
// appends one with every change a live screen shows and every organiser action, in the same transaction.
export type LogEntryKind =
  // the event's own fields and its life in the console
  | 'eventCreated'
  | 'eventUpdated'
  | 'eventImageAdded'
  | 'rehearsalCreated'
  // battles, the show's stage, the roulette and the timer
  | 'battleAdded'
  | 'battleUpdated'
  | 'battleDeleted'
  | 'battlesOrdered'
  | 'battleMoved'
  | 'battleOnStage'
  | 'keywordsSaved'
  | 'rouletteSaved'
  | 'rouletteSpun'
  | 'rouletteStopped'
  | 'rouletteLocked'
  | 'sponsorImageSaved'
  | 'timerStarted'
  | 'timerResumed'
  | 'timerPaused'
  // the photo of a side's canvas once time is up (docs/decisions.md#425)
  | 'artworkSaved'
  | 'artworkRemoved'
  // a fan's vote, cast or moved: each is an entry of its own (a moved vote keeps both)
  | 'vote';

/**
 * The screen an organiser acted from (docs/decisions.md#404), sent by the web app in SCREEN_HEADER: a hint for the
 * record, never a permission. A value not in this list is recorded as none.
 */
const ACTION_SCREENS = ['controlRoom', 'console', 'shortcut'] as const;
export type ActionScreen = (typeof ACTION_SCREENS)[number];
export const SCREEN_HEADER = 'x-artclash-screen';

/** The screen a request names, or null when it names none of ACTION_SCREENS. */
export const actionScreenOf = (value: unknown): ActionScreen | null =>
  (ACTION_SCREENS as readonly unknown[]).includes(value) ? (value as ActionScreen) : null;
