import { z } from 'zod';

/** Every reply keeps the spec's envelope: `status` 1 for success, 0 for a refusal, and a message. */
export const ZFailureReplySchema = z.object({
  status: z.literal(0),
  message: z.string(),
  /** Field-level details for malformed input (400), keyed by field path. */
  errors: z.record(z.string(), z.string()).optional(),
});

export function success<T extends z.ZodRawShape>(shape: T) {
  return z.object({ status: z.literal(1), message: z.string(), ...shape });
}
