import { describe, expect, test } from 'vitest';
import { isCampaignCode as browserKeepsCampaign } from '../../../../src/client/lib/campaigns/campaigns';
import { isYoutubeId as pagePlaysVideo } from '../../../../src/client/storefront/product/ProductVideo';
import { isCampaignCode, isYoutubeId, MAX_CATEGORY_DEPTH } from '../../../../src/shared/rules/catalog';
import { youtubeIdOf } from '../../../../src/server/lib/youtube';

describe('the catalogue rules the server and the apps share', () => {
  test('a campaign code the server accepts (up to the 255-character bound) is one the browser keeps', () => {
    const long = 'crni-petak-'.padEnd(150, 'x');
    expect(isCampaignCode(long)).toBe(true);
    expect(browserKeepsCampaign(long)).toBe(true);
    expect(isCampaignCode('a'.repeat(256))).toBe(false);
    for (const refused of ['', 'crni petak', 'akcija!', 'šuma']) expect(browserKeepsCampaign(refused)).toBe(false);
  });

  test('the video id the server takes from a link is one the product page plays', () => {
    const id = youtubeIdOf('https://youtu.be/dQw4w9WgXcQ');
    expect(id).toBe('dQw4w9WgXcQ');
    expect(pagePlaysVideo(id)).toBe(true);
    expect(isYoutubeId('dQw4w9WgXc')).toBe(false);
  });

  test('categories nest three levels deep, as the storefront’s addresses carry them', () => {
    expect(MAX_CATEGORY_DEPTH).toBe(3);
  });
});
