import { expect, test } from 'vitest';
import { round2 } from '../../../../src/shared/rules/money';
import { youtubeIdOf } from '../../../../src/server/lib/youtube';

test('amounts round half up to the cent, as a cashier would', () => {
  expect(round2(1.005)).toBe(1.01);
  expect(round2(20.1 * 0.05)).toBe(1.01);
  expect(round2(383.945)).toBe(383.95);
  expect(round2(2.004)).toBe(2);
});

test('a YouTube link yields its 11-character id only when it is a web link', () => {
  expect(youtubeIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  expect(youtubeIdOf('youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  expect(youtubeIdOf('javascript://www.youtube.com/embed/dQw4w9WgXcQ/%0aalert(1)')).toBeNull();
  expect(youtubeIdOf('data:text/html,https://youtu.be/dQw4w9WgXcQ')).toBeNull();
});
