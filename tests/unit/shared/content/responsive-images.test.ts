import { describe, expect, it } from 'vitest';
import { responsiveKey } from '../../../../src/server/modules/storage/paths';
import { RESPONSIVE_FORMATS, responsiveName } from '../../../../src/shared/content/responsive-images';

describe('responsive image names', () => {
  it('replace the original’s extension by the width and the format, in a name and in a URL', () => {
    expect(responsiveName('foto-12.jpg', 640, 'avif')).toBe('foto-12-w640.avif');
    expect(responsiveName('/storage/public/2026/11/foto-12.png', 320, 'webp')).toBe('/storage/public/2026/11/foto-12-w320.webp');
    expect(responsiveName('https://cdn.izlog.rs/public/2026/11/crtez-7.svg', 800, 'avif')).toBe('https://cdn.izlog.rs/public/2026/11/crtez-7-w800.avif');
  });

  it('take only the last extension, and never a dot of a folder or host', () => {
    expect(responsiveName('verzija-1.5.jpeg', 960, 'webp')).toBe('verzija-1.5-w960.webp');
    expect(responsiveName('https://cdn.izlog.rs/public/bez-nastavka', 320, 'avif')).toBe('https://cdn.izlog.rs/public/bez-nastavka-w320.avif');
  });

  it('name from a URL the same file the server stores under its key', () => {
    const file = { bucket: 'public', folder: '2026/11', name: 'telefon-66.png' };
    for (const format of RESPONSIVE_FORMATS) {
      expect(responsiveName(`/storage/public/2026/11/${file.name}`, 1280, format)).toBe(`/storage/${responsiveKey(file, 1280, format)}`);
    }
  });
});
