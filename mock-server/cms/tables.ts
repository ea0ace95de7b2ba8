import type { NewsletterSubscriberRecord } from '../../fixtures/cms/records';
import type { MockDb } from '../db';

export type * from '../../fixtures/cms/records';
export { contentState, isShownNow, isPublished as isBlogPostVisible, type ContentStateName } from '../../src/shared/rules/content-state';

/**
 * Subscribes an address to the newsletter (also for registration with the newsletter box ticked);
 * an address already subscribed is left as it is. Returns the subscriber.
 */
export function addNewsletterSubscriber(db: MockDb, email: string, lang: number, createdAt: string): NewsletterSubscriberRecord {
  const address = email.trim().toLowerCase();
  const existing = db.newsletterSubscribers.find((subscriber) => subscriber.email === address);
  if (existing) return existing;
  const subscriber: NewsletterSubscriberRecord = {
    id: db.newsletterSubscribers.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    email: address,
    lang: lang === 1 ? 1 : 0,
    created_at: createdAt,
  };
  db.newsletterSubscribers.push(subscriber);
  return subscriber;
}
