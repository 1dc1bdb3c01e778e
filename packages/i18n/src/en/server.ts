/** Messages the server sends in replies (the `message` field). */
export const server = {
  ok: 'Success',
  eventsFound: 'Events fetched successfully',
  eventFound: 'Event fetched successfully',
  listFound: 'Fetched successfully',
  eventNotFound: 'Event data not found',
  notFound: 'Not found',
  invalidInput: 'Some of the information sent is not valid. Please check it and try again.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
