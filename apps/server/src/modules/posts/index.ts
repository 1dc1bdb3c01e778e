// What other modules and the entry layer may use of the posts module.
export { postPolicy } from './policy.ts';
export { postImageDir } from './post-images.ts';
export { countPostsOf } from './queries.ts';
export { postRoutes } from './routes.ts';
export { dropArtworkDraft, keepArtworkDraft } from './artwork-drafts.ts';
