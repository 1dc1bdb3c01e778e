import { describe, expect, it } from 'vitest';
import { backendImageUrl, profileImageUrl } from './image-url';

describe('the profile image rule (docs/product.md §3)', () => {
  it('serves a path whose first segment is uploads from /backend', () => {
    expect(profileImageUrl('uploads/demo/avatar-1.webp')).toBe('/backend/uploads/demo/avatar-1.webp');
    expect(profileImageUrl('/uploads/a.png')).toBe('/backend/uploads/a.png');
  });

  it('uses an absolute URL as it is', () => {
    expect(profileImageUrl('https://lh3.googleusercontent.com/a/photo')).toBe(
      'https://lh3.googleusercontent.com/a/photo',
    );
  });

  it('asks for the default image when the value is empty or missing', () => {
    expect(profileImageUrl('')).toBeNull();
    expect(profileImageUrl('   ')).toBeNull();
    expect(profileImageUrl(undefined)).toBeNull();
    expect(profileImageUrl(null)).toBeNull();
  });
});

describe('event images', () => {
  it('are relative paths under /backend', () => {
    expect(backendImageUrl('uploads/demo/cover-1.webp')).toBe('/backend/uploads/demo/cover-1.webp');
    expect(backendImageUrl('https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
    expect(backendImageUrl('')).toBe('');
  });
});
