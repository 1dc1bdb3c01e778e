import { POST_VISIBILITIES } from '@artclash/contract/values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { createdAt, id, instant } from './columns.ts';
import { mediaTypes } from './reference.ts';
import { users } from './users.ts';

/** §9 Post options (docs/product.md#rule-10). */
const POST_VISIBILITY = POST_VISIBILITIES;

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * The image's file key: its files are `{image}-{width}.webp`, one per width in `imageWidths`, under
     * uploads/posts when Public, else under private-uploads/posts (docs/decisions.md#132, #134).
     */
    image: text('image').notNull(),
    imageWidth: integer('image_width').notNull().default(0),
    imageHeight: integer('image_height').notNull().default(0),
    imageWidths: jsonb('image_widths').$type<number[]>().notNull().default([]),
    mediaTypeId: uuid('media_type_id').references(() => mediaTypes.id, { onDelete: 'set null' }),
    other: text('other').notNull().default(''),
    softwareTools: text('software_tools').notNull().default(''),
    dateCreation: date('date_creation').notNull(),
    description: text('description').notNull().default(''),
    collaborationCredits: text('collaboration_credits').notNull().default(''),
    intendedMessage: text('intended_message').notNull().default(''),
    projectContext: text('project_context').notNull().default(''),
    skillLevel: text('skill_level').notNull().default(''),
    visibilitySettings: text('visibility_settings', { enum: POST_VISIBILITY }).notNull().default('Public'),
    licensingReuseRights: text('licensing_reuse_rights').notNull().default(''),
    /**
     * A draft made from the photo of the author's canvas at a battle (docs/decisions.md#425): seen by the author
     * alone, as it is Private, until they complete and save it, which publishes it.
     */
    draft: boolean('draft').notNull().default(false),
    /** The battle whose artwork the post shows, when it was made from its photo; one post per artist and battle. */
    battleId: uuid('battle_id').references(() => battles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('posts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('posts_battle_artist_key')
      .on(t.battleId, t.userId)
      .where(sql`${t.battleId} is not null`),
  ],
);

export const tags = pgTable('tags', { id: id(), name: text('name').notNull() }, (t) => [
  uniqueIndex('tags_name_lower_key').on(sql`lower(${t.name})`),
]);

export const postTags = pgTable(
  'post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);
