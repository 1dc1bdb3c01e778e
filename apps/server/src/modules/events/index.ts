// What other modules, the entry layer, demo content and tests may use of the events module.
export { type EventImageUpload } from './add-event-image.ts';
export { eventAdminRoutes } from './admin-routes.ts';
export { createEvent, type NewEvent } from './create-event.ts';
export { listEventsOfParticipant, listPastEventsOfMember, presentEventsWithIds } from './list-events.ts';
export { eventById, type EventRow } from './queries.ts';
export { readEventDetails } from './read-event-details.ts';
export { requireEvent } from './require-event.ts';
export { eventRoutes } from './routes.ts';
export { PRODUCT_PICTURE, resultsPreview, sharePreview, type SharePreview } from './share-preview.ts';
