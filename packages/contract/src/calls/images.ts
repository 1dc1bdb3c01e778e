import { z } from 'zod';

/**
 * A stored image's shape (docs/decisions.md#132): its size in pixels, so a page can reserve its box
 * before it loads, and every stored width as a path under /backend/ for `srcset` (`srcSetOf`),
 * narrowest first. The largest of them is the image's own path.
 */
export const ZImageMetaSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.object({ path: z.string(), width: z.number().int() })),
});
export type TImageMeta = z.infer<typeof ZImageMetaSchema>;
