/** The contact form's message as the shop's contact address receives it, in the language it was written in. */
import type { LanguageId } from '../../../shared/i18n/languages';
import { mailWords, type MailContent } from '../../mail';

const say = mailWords({
  heading: ['Poruka sa sajta', 'Message from the website'],
  preview: ['{name} vam je pisao/la preko kontakt forme.', '{name} wrote to you through the contact form.'],
  sender: ['Pošiljalac', 'Sender'],
  message: ['Poruka', 'Message'],
  reply: ['Odgovorite na {email}', 'Reply to {email}'],
});

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

export function contactMail(lang: LanguageId, sent: ContactMessage): MailContent {
  return {
    lang,
    preview: say('preview', lang, { name: sent.name }),
    heading: say('heading', lang),
    blocks: [
      { kind: 'address', title: say('sender', lang), lines: [sent.name, sent.email, ...(sent.phone ? [sent.phone] : [])] },
      { kind: 'quote', title: say('message', lang), text: sent.message },
      { kind: 'button', label: say('reply', lang, { email: sent.email }), href: `mailto:${encodeURIComponent(sent.email).replace('%40', '@')}` },
    ],
  };
}
