import { expect, type Locator } from '@playwright/test';

/**
 * A canvas that shows something: visible, and some of its pixels painted. A chart library that failed, or drew before
 * its box had a size, leaves it blank.
 */
export async function expectDrawn(canvas: Locator): Promise<void> {
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
        let painted = 0;
        for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) painted += 1;
        return painted / (element.width * element.height);
      }),
    )
    .toBeGreaterThan(0.05);
}
