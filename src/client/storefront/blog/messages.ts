import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The blog screens' texts; keys start with 'blog.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'blog.title': 'Novosti',
    'blog.seoDescription': 'Novosti, akcije i saveti za kupovinu elektronike i opreme za dom iz Izloga.',
    'blog.empty': 'Još nema objavljenih vesti. Svratite uskoro.',
    'blog.pageEmpty': 'Na ovoj strani nema vesti.',
    'blog.firstPage': 'Idi na prvu stranu',
    'blog.published': 'Objavljeno',
    'blog.pagination': 'Stranice novosti',
    'blog.notFound': 'Ova vest ne postoji ili više nije objavljena.',
    'blog.backToList': 'Nazad na novosti',
  },
  en: {
    'blog.title': 'Blog',
    'blog.seoDescription': 'News, offers and buying tips for electronics and home equipment from Izlog.',
    'blog.empty': 'No posts have been published yet. Come back soon.',
    'blog.pageEmpty': 'There are no posts on this page.',
    'blog.firstPage': 'Go to the first page',
    'blog.published': 'Published',
    'blog.pagination': 'Blog pages',
    'blog.notFound': 'This post does not exist or is no longer published.',
    'blog.backToList': 'Back to the blog',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
