import type { TEvent, TEventCreateRequest } from '@artclash/contract';
import {
  DEFAULT_EVENT_TYPE,
  DEFAULT_PROJECTOR_LANGUAGE,
  DEFAULT_TIMEZONE,
  DEFAULT_VOTING_RULE,
  type TProjectorLanguage,
  type TVotingRule,
} from '@artclash/contract/values';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** The event as the console reads it: with its voting rule (docs/decisions.md#305) and its closing at time up (#396). */
export type ConsoleEvent = TEvent & {
  voting_rule: TVotingRule;
  auto_close_voting?: boolean;
  /** The projector's language (docs/product.md#rule-397). */
  projector_language?: TProjectorLanguage;
};

/** What a part of the event form needs to show its fields: the form's registration and its messages. */
export interface EventFieldsProps {
  register: UseFormRegister<TEventCreateRequest>;
  errors: FieldErrors<TEventCreateRequest>;
}

/** The form's values from a stored event, or a new event's defaults (Asia/Tokyo, 10 minutes). */
export function eventFormValues(event?: ConsoleEvent): TEventCreateRequest {
  return {
    title_eng: event?.title_eng ?? '',
    title_jap: event?.title_jap ?? '',
    rules_eng: event?.rules_eng ?? '',
    rules_jap: event?.rules_jap ?? '',
    event_type: event?.event_type ?? DEFAULT_EVENT_TYPE,
    youtube_emd: event?.youtube_emd ?? '',
    battles_time: event?.battles_time ?? 10,
    timezone: event?.timezone ?? DEFAULT_TIMEZONE,
    city: (event?.city ?? '') as TEventCreateRequest['city'],
    venue_name_eng: event?.venue_name_eng ?? '',
    venue_name_jap: event?.venue_name_jap ?? '',
    venue_address_eng: event?.venue_address_eng ?? '',
    venue_address_jap: event?.venue_address_jap ?? '',
    date_times: (event?.date_times ?? []).map(({ dates, start_time, end_time }) => ({ dates, start_time, end_time })),
    participants: (event?.participants ?? []).map((entry) => entry.user._id),
    images: event?.images ?? [],
    voting_rule: event?.voting_rule ?? DEFAULT_VOTING_RULE,
    auto_close_voting: event?.auto_close_voting ?? false,
    projector_language: event?.projector_language ?? DEFAULT_PROJECTOR_LANGUAGE,
  };
}
