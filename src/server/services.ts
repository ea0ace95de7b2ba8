// The version's own file, not the folder's entry: the entry's plugin reads the context, which holds these services.
import type { ContentVersion } from './cache/content-version';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { JobQueue } from './jobs';
import type { Throttle } from './lib/throttle';
// The service's own file, not the module's entry: the entry's resolvers take the context, which holds these services.
import type { LiveService } from './modules/live/service';
import type { FileStore } from './modules/storage/store/types';
import type { MailShop } from './mail';
import type { LanguageId } from '../shared/i18n/languages';
import type { ListingIndex } from './modules/catalog/listing-index/listing-index';

/**
 * The long-lived parts of a running server that resolvers use beside the database: sending mail,
 * storing files, the live channel. Each domain adds its service here as it lands.
 */
export interface ServerServices {
  config: ServerConfig;
  db: Db;
  /** Uploaded files and their variants: DATA_DIR/storage, or a bucket of an S3-compatible store via S3_BUCKET. */
  files: FileStore;
  /**
   * Background jobs (mail: sendMail hands a mail to it; a worker renders it and sends it to
   * DATA_DIR/outbox or SMTP_URL; an uploaded image's variants, modules/storage/variants-job.ts): in
   * process, or durable in PostgreSQL with DATABASE_URL. stop() it on shutdown (it waits for running
   * jobs); tests await drained() before reading the outbox or an image's variants.
   */
  jobs: JobQueue;
  /** The shop's name, logo and contacts from the settings, as the mails' frame shows them in a language. */
  mailShop(lang: LanguageId): Promise<MailShop>;
  /** Live visitors and the storefront's live channel: in process, or shared through Redis via REDIS_URL. close() it on shutdown. */
  live: LiveService;
  /** Limits on sign-ins and on mail a visitor can trigger: in process, or shared through Redis via REDIS_URL. close() it on shutdown. */
  throttle: Throttle;
  /**
   * When each part of what shoppers see last changed (writes, display windows), so caches of pages,
   * answers and the content memo make stale only what a change touched: in process, or heard by every
   * instance through Redis via REDIS_URL. heard() resolves once every write committed before it is
   * taken into account. close() it on shutdown.
   */
  contentVersion: ContentVersion & { heard(): Promise<void> };
  /**
   * Every product as listings select, order and count it, in memory and kept as the database is from
   * its writes' notifications (modules/catalog/listing-index/): listings and their facets are counted
   * from it. Absent with LISTING_INDEX=off, where SQL counts them.
   */
  listingIndex?: ListingIndex;
}
