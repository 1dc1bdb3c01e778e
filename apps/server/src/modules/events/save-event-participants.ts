import { AppError } from '../../errors/app-error.ts';
import { existingUserIds } from '../users/index.ts';
import { type EventParticipants, replaceEventParticipants } from './queries.ts';

/** The one write path of an event's participants: registered users only, kept in the order given. */
export async function saveEventParticipants({ db, eventId, participantIds }: EventParticipants): Promise<void> {
  const found = await existingUserIds({ db, ids: participantIds });
  if (found.length !== new Set(participantIds).size) {
    throw new AppError('invalidInput', 'server.participantNotFound', {
      errors: { participants: 'server.participantNotFound' },
    });
  }
  await replaceEventParticipants({ db, eventId, participantIds });
}
