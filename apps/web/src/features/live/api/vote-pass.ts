import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** room-pass (docs/decisions.md#306): the code read from the big screen gives this device the event's room pass. */
export const useRoomPass = () =>
  useMutation({
    mutationFn: (body: { eventId: string; code: string }) => callApi('roomPass', { body }),
  });

/**
 * The big screen's room code, for an organiser or a projector whose address carries the event's screen
 * key; read every 10 s, so a new code shows within seconds of the minute turning (the last one holds a
 * minute more). Nothing is asked of anyone else: the big screen then shows the plain QR code.
 */
export const useRoomCode = (eventId: string, screen: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['vote-pass', 'room-code', eventId, screen ?? ''],
    queryFn: () => callApi('roomCode', { params: { eventId }, query: screen ? { screen } : {} }),
    enabled,
    refetchInterval: 10_000,
    retry: false,
  });
