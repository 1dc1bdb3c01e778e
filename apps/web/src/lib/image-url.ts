const BACKEND = '/backend';

const isAbsolute = (value: string) => /^(https?:)?\/\//i.test(value) || value.startsWith('data:');

/** Event images and sponsor images are relative paths served under /backend (docs/product.md §7). */
export function backendImageUrl(path: string): string {
  if (!path) return '';
  if (isAbsolute(path)) return path;
  return `${BACKEND}/${path.replace(/^\/+/, '')}`;
}

/**
 * Spec §3 profile image rule: a path whose first segment is 'uploads' is served from /backend;
 * any other value is used as an absolute URL; empty means the default image (null here).
 */
export function profileImageUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  const relative = trimmed.replace(/^\/+/, '');
  if (relative.split('/')[0] === 'uploads') return `${BACKEND}/${relative}`;
  return trimmed;
}
