import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { UpcomingCarousel } from './upcoming-carousel';

const events = ['Tokyo Clash', 'Seoul Sketch-off', 'Kowloon Brawl', 'Taipei Ink'].map((title, index) =>
  buildEvent({ _id: `e${index}`, title_eng: title, title_jap: title }),
);

function renderCarousel(shown = events) {
  return renderRoute('/', {
    routes: [
      { path: '/', element: <UpcomingCarousel events={shown} /> },
      { path: '/event-details/:eventId', element: <p>details</p> },
    ],
  });
}

const slides = (container: HTMLElement) => [
  ...container.querySelectorAll('.swiper-slide:not(.swiper-slide-duplicate)'),
];

describe('the home carousel (docs/decisions.md#181)', () => {
  it('paints without Swiper: every event once, the first in the middle with the last before it, and a button per slide', async () => {
    const { container } = renderCarousel();
    await screen.findByRole('region', { name: 'Upcoming events' });
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(slides(container).map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '4 of 4',
      '1 of 4',
      '2 of 4',
      '3 of 4',
    ]);
    expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Tokyo Clash');
    expect(
      screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .toSorted(),
    ).toEqual(['/event-details/e0', '/event-details/e1', '/event-details/e2', '/event-details/e3']);
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(4);
  });

  it('loads the covers of the cards in view with the page and none for the card out of view (docs/decisions.md#187)', async () => {
    const { container } = renderCarousel();
    await screen.findByRole('region', { name: 'Upcoming events' });
    expect(slides(container).map((slide) => slide.querySelector('img')?.getAttribute('loading') ?? 'none')).toEqual([
      'eager',
      'eager',
      'eager',
      'none',
    ]);
  });

  it('asks for the middle cover as usual and the dimmed side covers after it (docs/decisions.md#194)', async () => {
    const { container } = renderCarousel();
    await screen.findByRole('region', { name: 'Upcoming events' });
    const covers = slides(container)
      .slice(0, 3)
      .map((slide) => slide.querySelector('img')?.getAttribute('fetchpriority') ?? 'auto');
    expect(covers).toEqual(['low', 'auto', 'low']);
  });

  it('hands over to Swiper at the slide a pagination button names', async () => {
    const { container } = renderCarousel();
    await userEvent.click(await screen.findByRole('button', { name: 'Go to slide 2' }));
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
    expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Seoul Sketch-off');
  });

  it('takes a swipe on the preview to the next slide', async () => {
    const { container } = renderCarousel();
    const region = await screen.findByRole('region', { name: 'Upcoming events' });
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 200 });
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
    expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Seoul Sketch-off');
  });

  it('keeps a tap on a card a plain link: it does not wake Swiper', async () => {
    const { container, router } = renderCarousel();
    await userEvent.click(await screen.findByRole('link', { name: /Tokyo Clash/ }));
    expect(await screen.findByText('details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event-details/e0');
    expect(container.querySelector('.swiper-initialized')).toBeNull();
  });

  describe('with many events (docs/decisions.md#181)', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => buildEvent({ _id: `m${index}`, title_eng: `Night ${index + 1}` }));

    it('reads "1 / 19" instead of nineteen dots, before and after Swiper takes over', async () => {
      const { container } = renderCarousel(many(19));
      const region = await screen.findByRole('region', { name: 'Upcoming events' });
      expect(screen.queryAllByRole('button', { name: /^Go to slide/ })).toEqual([]);
      expect(container.querySelector('.swiper-pagination-fraction')).toHaveTextContent(/^1 \/ 19$/);

      fireEvent.pointerDown(region, { clientX: 300 });
      fireEvent.pointerUp(region, { clientX: 200 });
      await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull());
      await waitFor(() =>
        expect(container.querySelector('.swiper-initialized .swiper-pagination-fraction')).toHaveTextContent(
          /^2 \/ 19$/,
        ),
      );
      expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
    });

    it('keeps a dot per event up to nine', async () => {
      renderCarousel(many(9));
      await screen.findByRole('region', { name: 'Upcoming events' });
      expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(9);
    });

    it('never lets its slides widen the page: home’s sections are one column as wide as the screen', () => {
      // jsdom lays nothing out; the rule itself is checked (e2e/layout.spec.ts measures the page at 320 px).
      const css = readFileSync(join(import.meta.dirname, 'home-sections.module.css'), 'utf8');
      const section = /\.section \{([^}]*)\}/.exec(css)?.[1] ?? '';
      expect(section).toMatch(/display: grid;/);
      expect(section).toMatch(/grid-template-columns: minmax\(0, 1fr\);/);
    });
  });
});
