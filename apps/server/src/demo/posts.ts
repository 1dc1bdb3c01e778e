import { join } from 'node:path';
import { PROJECT_TYPES, SKILL_LEVELS, type TPostVisibility } from '@artclash/contract';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { posts, postTags, tags } from '../db/schema/index.ts';
import { postImageDir } from '../modules/posts/index.ts';
import { DEFAULT_IMAGE_LIMITS, imageLimitsOf } from '../config.ts';
import { ImageGate, removeImageSet, type StoredImageSet, storeImageSet } from '../services/images/index.ts';
import { abstractArt } from './art.ts';
import { demoId } from './ids.ts';
import { DEMO_ARTISTS } from './people.ts';
import { MEDIA_TYPES } from './reference.ts';

// A few artworks per demo artist (§2.10), Public most of them and some for judges or private, so the
// profile screens and the visibility rules (docs/product.md#rule-10) have something to show.

const POSTS_PER_ARTIST = 3;
const TAGS = ['live painting', 'ink', 'street art', 'portrait', 'city', 'colour study', 'battle', 'abstract'];
const TITLES: [string, string][] = [
  ['Night market lanterns', 'Warm light over the stalls, painted in one sitting.'],
  ['Harbour at dawn', 'A study of the first ferry and the grey-blue water.'],
  ['Battle round two', 'What I painted in twelve minutes on stage, finished at home.'],
  ['Rooftop garden', 'Greens and reds from the top of my building.'],
  ['Rain on neon', 'Reflections on a wet street after the last train.'],
  ['Festival crowd', 'Faces from the summer festival, quick ink sketches.'],
];
/** Shapes for a masonry grid: tall, wide and square. */
const SHAPES: [number, number][] = [
  [640, 800],
  [640, 427],
  [640, 640],
];

export interface DemoPostSpec {
  id: string;
  userId: string;
  index: number;
  visibility: TPostVisibility;
}

export const demoPostSpecs = (): DemoPostSpec[] =>
  DEMO_ARTISTS.flatMap((artist, artistIndex) =>
    Array.from({ length: POSTS_PER_ARTIST }, (_, n) => {
      const index = artistIndex * POSTS_PER_ARTIST + n;
      // Every third artist's last post is private, every fourth's second is for judges; the rest are Public.
      const visibility: TPostVisibility =
        n === 2 && artistIndex % 3 === 0
          ? 'Private'
          : n === 1 && artistIndex % 4 === 0
            ? 'Judges/Sponsors Only'
            : 'Public';
      return { id: demoId('post', index + 1), userId: artist.id, index, visibility };
    }),
  );

interface Places {
  uploadsDir: string;
  privateUploadsDir: string;
}

/**
 * Renders and stores the images of the demo posts not yet in the database (the images service, as an
 * upload would be); each under a new random key, so a private one's address is not guessable.
 */
export async function storeDemoPostImages({
  db,
  places,
  specs,
}: {
  db: Executor;
  places: Places;
  specs: DemoPostSpec[];
}): Promise<Map<string, StoredImageSet>> {
  const existing = new Set(
    (
      await db
        .select({ id: posts.id })
        .from(posts)
        .where(
          inArray(
            posts.id,
            specs.map((spec) => spec.id),
          ),
        )
    ).map((row) => row.id),
  );
  const missing = specs.filter((spec) => !existing.has(spec.id));
  const stored = new Map<string, StoredImageSet>();
  if (missing.length === 0) return stored;
  const { default: sharp } = await import('sharp');
  // The demo's own pictures, one at a time, counted against nobody.
  const gate = new ImageGate(imageLimitsOf({ ...DEFAULT_IMAGE_LIMITS, decodesAtOnce: 1 }));
  for (const spec of missing) {
    const [width, height] = SHAPES[spec.index % SHAPES.length]!;
    const png = await sharp(Buffer.from(abstractArt({ seed: 5000 + spec.index, width, height })))
      .png({ compressionLevel: 1 })
      .toBuffer();
    const dir = postImageDir(places, spec.visibility);
    stored.set(spec.id, await storeImageSet({ bytes: png, kind: 'post', dir, gate, uploader: undefined }));
  }
  return stored;
}

/** Removes stored demo images again (the demo's transaction failed). */
export async function removeDemoPostImages({
  places,
  specs,
  stored,
}: {
  places: Places;
  specs: DemoPostSpec[];
  stored: Map<string, StoredImageSet>;
}): Promise<void> {
  await Promise.all(
    specs.flatMap((spec) => {
      const image = stored.get(spec.id);
      return image ? [removeImageSet({ dir: postImageDir(places, spec.visibility), ...image })] : [];
    }),
  );
}

/** The demo posts whose images were stored, with their tags. */
export async function insertDemoPosts({
  db,
  specs,
  stored,
}: {
  db: Executor;
  specs: DemoPostSpec[];
  stored: Map<string, StoredImageSet>;
}): Promise<void> {
  await db
    .insert(tags)
    .values(TAGS.map((name, index) => ({ id: demoId('tag', index + 1), name })))
    .onConflictDoNothing();
  const tagIds = (await db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, TAGS))).map(
    (row) => row.id,
  );
  for (const spec of specs) {
    const image = stored.get(spec.id);
    if (!image) continue;
    const [title, description] = TITLES[spec.index % TITLES.length]!;
    const mediaIndex = spec.index % MEDIA_TYPES.length;
    await db
      .insert(posts)
      .values({
        id: spec.id,
        userId: spec.userId,
        title,
        description,
        image: image.key,
        imageWidth: image.width,
        imageHeight: image.height,
        imageWidths: image.widths,
        mediaTypeId: demoId('mediaType', mediaIndex + 1),
        softwareTools: spec.index % 2 ? 'Procreate' : 'Brushes, acrylic on canvas',
        dateCreation: `2026-0${1 + (spec.index % 9)}-1${spec.index % 10}`,
        collaborationCredits: 'Solo',
        projectContext: PROJECT_TYPES[spec.index % PROJECT_TYPES.length]!,
        skillLevel: SKILL_LEVELS[spec.index % SKILL_LEVELS.length]!,
        visibilitySettings: spec.visibility,
        licensingReuseRights: 'All rights reserved',
        createdAt: new Date(Date.UTC(2026, 0, 1 + spec.index)),
      })
      .onConflictDoNothing();
    const chosen = [tagIds[spec.index % tagIds.length], tagIds[(spec.index + 3) % tagIds.length]].filter(
      (id): id is string => id !== undefined,
    );
    await db
      .insert(postTags)
      .values(chosen.map((tagId, position) => ({ postId: spec.id, tagId, position })))
      .onConflictDoNothing();
  }
}

export const demoPlacesOf = (uploadsDir: string, privateUploadsDir?: string): Places => ({
  uploadsDir,
  privateUploadsDir: privateUploadsDir ?? join(uploadsDir, '..', 'private-uploads'),
});
