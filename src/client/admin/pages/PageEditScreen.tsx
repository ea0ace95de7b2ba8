import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Link, useNavigate, useParams } from '../../lib/navigation';
import { getAdminPagesQueryKey, useDeletePageMutation, useGetAdminPageQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { useAdminTitle } from '../kit/useAdminTitle';
import { BlocksEditor } from './BlocksEditor';
import { PageForm } from './PageForm';
import { PAGES_PATH } from '../kit/pages-paths';
import './pages.css';

/** /cms/pages/<id>: a page's details with its text (one save), and its design blocks, in the admin's language. */
export default function PageEditScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { id = '' } = useParams();
  const loaded = useGetAdminPageQuery({ id });
  const page = loaded.data?.page ?? null;
  useAdminTitle(page?.name ?? t('admin.pages.title'));

  const back = (
    <p className="admin-back">
      <Link to={PAGES_PATH}>{t('admin.pages.back')}</Link>
    </p>
  );
  if (loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (loaded.isError || !page) {
    return (
      <section className="admin-screen">
        {back}
        {loaded.isError ? <ErrorBox error={loaded.error} /> : <p className="empty">{t('admin.pages.notFound')}</p>}
      </section>
    );
  }
  return (
    <section className="admin-screen">
      {back}
      <h1>{page.name}</h1>
      {page.locked && (
        <p className="admin-hint pages-locked">
          🔒 {t('admin.pages.lockedHint', { code: page.code ?? '' })}
        </p>
      )}
      {/* Fresh forms per language: what they show is what the server holds in that language. */}
      <PageForm key={`form-${page.id}-${lang}`} page={page} />
      <BlocksEditor key={`blocks-${page.id}-${lang}`} pageId={page.id} blocks={page.blocks} />
      <DeletePage id={page.id} name={page.name} locked={page.locked} code={page.code} />
    </section>
  );
}

function DeletePage({ id, name, locked, code }: { id: string; name: string; locked: boolean; code: string | null }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeletePageMutation();
  const onConfirm = () =>
    remove.mutate(
      { id },
      {
        onSuccess: ({ deletePage }) => {
          if (!deletePage.success) return;
          void queryClient.invalidateQueries({ queryKey: getAdminPagesQueryKey() });
          toast.success(t('admin.pages.deleted', { name }));
          void navigate(PAGES_PATH, { replace: true });
        },
      },
    );
  const refused = remove.data && !remove.data.deletePage.success ? remove.data.deletePage.error : null;
  if (locked) {
    return (
      <div className="admin-delete">
        <button type="button" className="button admin-danger" disabled aria-describedby="page-delete-locked">
          {t('admin.pages.delete')}
        </button>
        <p id="page-delete-locked" className="admin-hint">
          {t('admin.pages.lockedHint', { code: code ?? '' })}
        </p>
      </div>
    );
  }
  return (
    <ConfirmDelete
      label={t('admin.pages.delete')}
      question={t('admin.pages.deleteQuestion', { name })}
      pending={remove.isPending}
      error={remove.error}
      refusal={refused}
      onConfirm={onConfirm}
    />
  );
}
