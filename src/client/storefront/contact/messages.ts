import { featureTranslation } from '../../lib/i18n/feature-messages';
import { FORM_TEXTS } from '../../lib/i18n/form-texts';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The contact page's texts; keys start with 'contact.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'contact.title': 'Kontakt',
    'contact.seoDescription': 'Pozovite Izlog, pišite nam ili nas posetite: telefon, e-pošta, adresa i radno vreme.',
    'contact.details': 'Kontakt podaci',
    'contact.phone': 'Telefon',
    'contact.email': 'E-pošta',
    'contact.address': 'Adresa',
    'contact.hours': 'Radno vreme',
    'contact.formTitle': 'Pišite nam',
    'contact.name': 'Ime i prezime',
    'contact.emailField': 'E-mail adresa',
    'contact.phoneField': 'Telefon',
    'contact.message': 'Poruka',
    'contact.send': 'Pošalji poruku',
    'contact.sending': 'Slanje…',
    'contact.sent': 'Poruka je poslata. Odgovorićemo vam uskoro.',
    'contact.newsletterTitle': 'Bilten',
    'contact.newsletterText': 'Prijavite se i prvi saznajte za akcije i novosti.',
    'contact.newsletterEmail': 'E-mail adresa za bilten',
    'contact.subscribe': 'Pretplati se',
    'contact.subscribed': 'Prijavljeni ste na bilten. Hvala!',
  },
  en: {
    'contact.title': 'Contact',
    'contact.seoDescription': 'Call Izlog, write to us or visit us: phone, e-mail, address and opening hours.',
    'contact.details': 'Contact details',
    'contact.phone': 'Phone',
    'contact.email': 'E-mail',
    'contact.address': 'Address',
    'contact.hours': 'Opening hours',
    'contact.formTitle': 'Write to us',
    'contact.name': 'Full name',
    'contact.emailField': 'E-mail address',
    'contact.phoneField': 'Phone',
    'contact.message': 'Message',
    'contact.send': 'Send message',
    'contact.sending': 'Sending…',
    'contact.sent': 'Your message has been sent. We will reply soon.',
    'contact.newsletterTitle': 'Newsletter',
    'contact.newsletterText': 'Sign up and be the first to hear about offers and news.',
    'contact.newsletterEmail': 'E-mail address for the newsletter',
    'contact.subscribe': 'Subscribe',
    'contact.subscribed': 'You have signed up for the newsletter. Thank you!',
  },
};

/** `t` with these texts and the shared form texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages, FORM_TEXTS);
