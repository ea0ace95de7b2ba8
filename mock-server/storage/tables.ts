import type { MockDb } from '../db';
import { daysAgo } from '../lib/clock';
import { nextId } from '../lib/ids';
import { slugify } from '../../src/shared/slug';

/** An uploaded file as the mock stores it. Mock images are SVG drawings made from their label. */
export interface StorageFileRecord {
  id: number;
  name: string;
  orig_name: string;
  mime: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  tab: string;
  bucket: string;
  folder: string;
  size: number;
  created_at: string;
  /** What the generated image shows (a product's name, a banner's headline); null for uploads. */
  label: string | null;
  /** Background colour of the generated image. */
  color: string;
  /** The bytes of an uploaded file, served back under /storage. */
  bytes: Uint8Array | null;
}

export interface StorageTables {
  storageFiles: StorageFileRecord[];
}

const PALETTE = ['#1f6f8b', '#99a8b2', '#e6d5b8', '#c06014', '#4e8d7c', '#6a4c93', '#d4a373', '#264653'];

/**
 * Adds a generated image to the mock's files and returns its id; other domains' seeds call this
 * for their product photos, logos and banners.
 */
export function addMockImage(
  db: MockDb,
  image: { label: string; tab: string; alt?: string; width?: number; height?: number; daysOld?: number },
): number {
  const id = nextId(db.storageFiles);
  const slug = slugify(image.label) || `slika-${id}`;
  const width = image.width ?? 800;
  const height = image.height ?? 800;
  db.storageFiles.push({
    id,
    name: `${slug}-${id}.svg`,
    orig_name: `${slug}.jpg`,
    mime: 'image/svg+xml',
    width,
    height,
    alt: image.alt ?? image.label,
    tab: image.tab,
    bucket: 'public',
    folder: '2026/11',
    size: 2_000 + ((id * 7919) % 180_000),
    created_at: daysAgo(image.daysOld ?? 30 + (id % 40)),
    label: image.label,
    color: PALETTE[id % PALETTE.length]!,
    bytes: null,
  });
  return id;
}

/** The files the shop has before any domain adds its images: documents and the logo. */
export function seedStorage(db: MockDb): void {
  db.storageFiles = [];
  addMockImage(db, { label: 'Izlog logo', tab: 'general', alt: 'Izlog', width: 480, height: 160 });
  const documents: [string, string][] = [
    ['uslovi-koriscenja.pdf', 'Uslovi korišćenja'],
    ['reklamacioni-list.pdf', 'Reklamacioni list'],
    ['cenovnik-dostave-2026.pdf', 'Cenovnik dostave 2026'],
  ];
  for (const [fileName, title] of documents) {
    const id = nextId(db.storageFiles);
    db.storageFiles.push({
      id,
      name: fileName,
      orig_name: fileName,
      mime: 'application/pdf',
      width: null,
      height: null,
      alt: title,
      tab: 'documents',
      bucket: 'public',
      folder: '2026/10',
      size: 48_000 + id * 1_000,
      created_at: daysAgo(45 + id),
      label: title,
      color: '#ffffff',
      bytes: null,
    });
  }
}
