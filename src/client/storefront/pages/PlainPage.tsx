import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { BlockList } from '../../ui/blocks/BlockList';
import { pageSeo, type CmsPageData } from './page-types';
import './pages.css';

/** The plain page template: the page's name, its text, then its design blocks. */
export function PlainPage({ page }: { page: CmsPageData }) {
  const t = useT();
  useSeo(pageSeo(page));
  const text = page.page?.trim();
  return (
    <article className="cms-page">
      <h1>{page.name}</h1>
      {text && <div className="rich-text" dangerouslySetInnerHTML={{ __html: text }} />}
      {page.blocks.length > 0 && <BlockList blocks={page.blocks} />}
      {!text && page.blocks.length === 0 && <p className="empty">{t('pages.empty')}</p>}
    </article>
  );
}
