import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventImage } from './event-image';

describe('EventImage (docs/decisions.md#180)', () => {
  it('offers every stored width of an event image, drawn at the column width unless told', () => {
    render(<EventImage path="uploads/events/k-1600.webp" alt="Cover" priority="high" />);
    const image = screen.getByRole('img', { name: 'Cover' });
    expect(image).toHaveAttribute('src', '/backend/uploads/events/k-1600.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/backend/uploads/events/k-400.webp 400w, /backend/uploads/events/k-800.webp 800w, /backend/uploads/events/k-1600.webp 1600w',
    );
    expect(image).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 480px');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it("lets an image in view at once come after the screen's largest one", () => {
    render(<EventImage path="uploads/demo/cover-1-1600.webp" alt="Side" eager priority="low" />);
    const image = screen.getByRole('img', { name: 'Side' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });

  it('takes the drawn size it is given, and loads lazily below the fold', () => {
    render(<EventImage path="uploads/demo/gallery-1-1600.webp" alt="Photo" sizes="96px" />);
    const image = screen.getByRole('img', { name: 'Photo' });
    expect(image).toHaveAttribute('sizes', '96px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('shows an image stored at one width as it is, with no srcset', () => {
    render(<EventImage path="uploads/events/old.webp" alt="Old" />);
    const image = screen.getByRole('img', { name: 'Old' });
    expect(image).toHaveAttribute('src', '/backend/uploads/events/old.webp');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
