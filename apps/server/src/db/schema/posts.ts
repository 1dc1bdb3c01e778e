import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';
import { mediaTypes } from './reference.ts';
import { users } from './users.ts';

export const POST_VISIBILITY = ['Public', 'Judges/Sponsors Only', 'Private'] as const;

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
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
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('posts_user_idx').on(t.userId, t.createdAt)],
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
