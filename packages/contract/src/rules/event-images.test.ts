import { describe, expect, it } from 'vitest';
import { srcSetOf } from './creators.ts';
import { eventImagePath, eventImageSizes } from './event-images.ts';

describe('event images in several widths', () => {
  it('keeps the widest file as the path and finds every width beside it, narrowest first', () => {
    const path = eventImagePath('uploads/events/6f1c');
    expect(path).toBe('uploads/events/6f1c-1600.webp');
    expect(srcSetOf(eventImageSizes(path)!)).toBe(
      '/backend/uploads/events/6f1c-400.webp 400w, /backend/uploads/events/6f1c-800.webp 800w, /backend/uploads/events/6f1c-1600.webp 1600w',
    );
  });

  it('has no widths for an image stored once: an older upload, another width, an absolute URL', () => {
    expect(eventImageSizes('uploads/events/6f1c.webp')).toBeUndefined();
    expect(eventImageSizes('uploads/events/6f1c-800.webp')).toBeUndefined();
    expect(eventImageSizes('https://cdn.example.com/a-1600.webp')).toBeUndefined();
  });
});
