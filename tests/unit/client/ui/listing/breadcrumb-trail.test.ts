import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../../../src/client/ui/listing/breadcrumb-trail';

describe('breadcrumbTrail', () => {
  const linkFor = (path: string[]) => `/prodavnica/${path.join('/')}`;

  it('starts at the listing and links each category to its own path prefix', () => {
    const trail = breadcrumbTrail(
      { label: 'Prodavnica', to: '/prodavnica' },
      [
        { name: 'Telefoni i tableti', slug: 'telefoni-i-tableti' },
        { name: 'Mobilni telefoni', slug: 'mobilni-telefoni' },
        { name: 'Android telefoni', slug: 'android-telefoni' },
      ],
      linkFor,
    );
    expect(trail).toEqual([
      { label: 'Prodavnica', to: '/prodavnica' },
      { label: 'Telefoni i tableti', to: '/prodavnica/telefoni-i-tableti' },
      { label: 'Mobilni telefoni', to: '/prodavnica/telefoni-i-tableti/mobilni-telefoni' },
      { label: 'Android telefoni', to: '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni' },
    ]);
  });

  it('is only the listing itself without a category', () => {
    expect(breadcrumbTrail({ label: 'Shop', to: '/shop' }, [], linkFor)).toEqual([{ label: 'Shop', to: '/shop' }]);
  });
});
