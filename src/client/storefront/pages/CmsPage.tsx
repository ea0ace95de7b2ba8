import { useGetPageQuery } from '../../../../generated/hooks';
import NotFound from '../../app/NotFound';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { PlainPage } from './PlainPage';
import { ShopTemplatePage } from './ShopTemplatePage';

/** A CMS page at its own slug (spec §2): a shop template (type 2) or the plain page template. */
export default function CmsPage() {
  const match = useRouteMatch();
  const slug = match.kind === 'page' ? match.page.slug : '';
  const { data, error, isPending } = useGetPageQuery({ slug }, { enabled: slug !== '' });

  if (match.kind !== 'page') return <NotFound />;
  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  const page = data?.page;
  if (!page) return <NotFound />;
  if (page.type === 'SHOP') return <ShopTemplatePage key={page.id} page={page} categories={match.params.categories} />;
  return <PlainPage page={page} />;
}
