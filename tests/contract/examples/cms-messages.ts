/**
 * Examples of operations/cms.graphql: the newsletter and contact messages.
 */
import { expect } from 'vitest';
import type { OperationExamples } from './types';
import { EMAIL, SUBSCRIBER, pick } from './support/cms';

export const examples: OperationExamples = {
  // ---------------------------------------------------------------------------------------------
  // Newsletter and contact

  SubscribeNewsletter: {
    variables: (ctx) => ({ email: pick(SUBSCRIBER, ctx.lang) }),
    check: (data) => expect(data.subscribeNewsletter).toEqual({ success: true, error: null }),
  },
  GetNewsletterSubscribers: {
    as: 'admin',
    variables: { page: 1, first: 5 },
    check: (data) => {
      const { data: subscribers, paginatorInfo } = data.newsletterSubscribers;
      expect(subscribers).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(15);
      for (const subscriber of subscribers) {
        expect(subscriber.email).toMatch(EMAIL);
        expect([0, 1]).toContain(subscriber.lang);
      }
      const dates = subscribers.map((subscriber: { created_at: string }) => subscriber.created_at);
      expect(dates, 'newest first').toEqual([...dates].sort().reverse());
    },
  },
  GetNewsletterCsv: {
    as: 'admin',
    check: (data) => {
      const lines = (data.newsletterCsv as string).trim().split('\n');
      expect(lines[0]).toBe('email,language,subscribed_at');
      expect(lines.length).toBeGreaterThanOrEqual(16);
      expect(lines[1]).toMatch(/^[^,@]+@[^,]+,(sr|en),\d{4}-\d{2}-\d{2}T/);
    },
  },
  DeleteNewsletterSubscriber: {
    as: 'admin',
    variables: async (ctx) => {
      const email = pick(SUBSCRIBER, ctx.lang);
      const { newsletterSubscribers } = await ctx.query('GetNewsletterSubscribers', { search: email });
      return { id: newsletterSubscribers.data[0].id };
    },
    check: (data) => expect(data.deleteNewsletterSubscriber).toEqual({ success: true, error: null }),
  },
  SendContactMessage: {
    variables: (ctx) =>
      ctx.lang === 1
        ? {
            name: 'Laura Schmidt',
            email: 'laura.schmidt@gmail.com',
            phone: '+49 151 2345 6789',
            message: 'Hello, can I pick up my order in Belgrade on Saturday?',
          }
        : {
            name: 'Marija Ilić',
            email: 'marija.ilic@gmail.com',
            phone: '+381 64 555 1212',
            message: 'Da li mogu da preuzmem porudžbinu u vašoj radnji u subotu?',
          },
    check: (data) => expect(data.sendContactMessage).toEqual({ success: true, error: null }),
  },
  GetContactMessages: {
    as: 'admin',
    variables: { page: 1, first: 3 },
    check: (data) => {
      const { data: messages, paginatorInfo } = data.contactMessages;
      expect(messages).toHaveLength(3);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(5);
      for (const message of messages) {
        expect(message.email).toMatch(EMAIL);
        expect(message.message.length).toBeGreaterThan(20);
      }
    },
  },
};
