import { expect } from 'vitest';

/**
 * Every picture in `container` is described for a screen reader: by its own alt text, or, when it is
 * drawn beside its name inside one link (alt=""), by that link's text, so the name is read once.
 */
export function expectEveryImageDescribed(container: Element): void {
  const images = [...container.querySelectorAll('img')];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    const alt = image.getAttribute('alt');
    if (alt) continue;
    expect(alt, `${image.getAttribute('src')} has no alt attribute`).toBe('');
    const link = image.closest('a');
    expect(link?.textContent?.trim(), `${image.getAttribute('src')} has an empty alt outside a link that names it`).toBeTruthy();
  }
}
