import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { line, paragraphs } from './fields.ts';
import { CLIENT_ERROR_LIMITS } from '../rules/client-errors.ts';

/**
 * A crash in a fan's or a projector's browser, told to the server so an operator sees it (docs/decisions.md#342):
 * what was thrown, where (the screen's path without its query, the part of the screen) and which build of the app.
 */
const ZClientErrorRequestSchema = z.object({
  message: paragraphs(CLIENT_ERROR_LIMITS.message).min(1),
  stack: paragraphs(CLIENT_ERROR_LIMITS.stack).optional(),
  route: line(CLIENT_ERROR_LIMITS.route).regex(/^\/[^?#]*$/),
  build: line(CLIENT_ERROR_LIMITS.build).regex(/^[\w.-]+$/),
  part: line(CLIENT_ERROR_LIMITS.part)
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
});
export type TClientErrorRequest = z.input<typeof ZClientErrorRequestSchema>;

export const clientErrorCalls = {
  clientErrorReport: defineCall(endpoints.clientErrorReport, {
    body: ZClientErrorRequestSchema,
    reply: success({}),
    refusals: [429],
  }),
};
