import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core on the page as it is now and fails on serious or critical violations. */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  // A toast that begins to close while axe reads the page is blended mid-fade and reads as low contrast: the check
  // is made again on the settled screen, and only what stays fails.
  await expect(async () => {
    await settled(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const summary = blocking.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    expect(summary, `accessibility violations on ${context}`).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits for the screen to settle: mid-animation (a toast fading in or out) colours are blended and would read as low
 * contrast. Endless animations (a pulsing 'live' dot) never settle and are left, and so is a toast's countdown bar,
 * which only shrinks for its five seconds: waiting it out cost 5 s a check.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          (animation instanceof CSSAnimation && animation.animationName.endsWith('trackProgress')),
      ),
  );
}
