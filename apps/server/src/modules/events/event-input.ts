import type { CallBody, calls, EventDateTime } from '@artclash/contract';
import { AppError } from '../../errors/app-error.ts';
import type { NewEvent } from './create-event.ts';
import { sanitizeEmbed } from './sanitize-embed.ts';

type EventFields = CallBody<typeof calls.adminEventUpdate>;
type NewEventFields = CallBody<typeof calls.adminEventCreate>;

/** What an organiser's event call asks to store; what is undefined (left out of the call) stays as it is. */
export interface EventInput {
  columns: Partial<Omit<NewEvent, 'id'>>;
  dateTimes?: EventDateTime[];
  participantIds?: string[];
}

/**
 * The stored form of the embed (docs/product.md#rule-25): one allowed iframe, or '' when cleared. An
 * embed with none is refused rather than stored empty, so an organiser never loses the stream
 * without knowing (docs/product.md#rule-63).
 */
function storedEmbed(html: string, embedHosts: readonly string[]): string {
  if (html === '') return '';
  const embed = sanitizeEmbed(html, embedHosts);
  if (!embed)
    throw new AppError('invalidInput', 'server.embedNotAllowed', {
      errors: { youtube_emd: 'server.fieldInvalid' },
      variables: { hosts: embedHosts.join(', ') },
    });
  return embed;
}

/** The contract's event fields as the columns, schedule and participants they set. */
export function eventInputOf(fields: EventFields, embedHosts: readonly string[]): EventInput {
  const {
    title_eng,
    title_jap,
    rules_eng,
    rules_jap,
    event_type,
    youtube_emd,
    battles_time,
    timezone,
    city,
    images,
    date_times,
    participants,
    voting_rule,
    auto_close_voting,
    projector_language,
  } = fields;
  const { venue_name_eng, venue_name_jap, venue_address_eng, venue_address_jap } = fields;
  return {
    columns: {
      titleEng: title_eng,
      titleJap: title_jap,
      rulesEng: rules_eng,
      rulesJap: rules_jap,
      eventType: event_type,
      youtubeEmd: youtube_emd === undefined ? undefined : storedEmbed(youtube_emd, embedHosts),
      battlesTime: battles_time,
      timezone,
      city,
      venueNameEng: venue_name_eng,
      venueNameJap: venue_name_jap,
      venueAddressEng: venue_address_eng,
      venueAddressJap: venue_address_jap,
      images,
      votingRule: voting_rule,
      autoCloseVoting: auto_close_voting,
      projectorLanguage: projector_language,
    },
    dateTimes: date_times,
    participantIds: participants,
  };
}

/** A new event's columns (the titles are required), schedule and participants. */
export function newEventOf(
  fields: NewEventFields,
  embedHosts: readonly string[],
): { event: NewEvent; dateTimes: EventDateTime[]; participantIds: string[] } {
  const { columns, dateTimes = [], participantIds = [] } = eventInputOf(fields, embedHosts);
  return { event: { ...columns, titleEng: fields.title_eng, titleJap: fields.title_jap }, dateTimes, participantIds };
}
