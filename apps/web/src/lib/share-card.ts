import type { Language } from '@artclash/contract';
import { callUrl } from './api-client';

// The share cards' addresses (docs/decisions.md#423): 1200×630 PNG images the server makes, in a language.

/** A completed battle's card. */
export const battleCardUrl = (battleId: string, language: Language) =>
  callUrl('battleCard', { params: { battleId }, query: { lang: language } });

/** A finished event's card, its champion large. */
export const eventCardUrl = (eventId: string, language: Language) =>
  callUrl('eventCard', { params: { eventId }, query: { lang: language } });
