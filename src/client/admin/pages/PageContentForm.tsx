import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { GetAdminPageQuery } from '../../../../generated/client/graphql';
import { getAdminPageQueryKey, useUpdatePageContentMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { RichTextEditor } from '../kit/rich-text/RichTextEditor';

/** The page's own text in the admin's language (UpdatePageContent); after saving, the server's sanitised HTML is shown. */
export function PageContentForm({ id, html }: { id: string; html: string }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const save = useUpdatePageContentMutation();
  const [value, setValue] = useState(html);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id, page: value },
      {
        onSuccess: ({ updatePage }) => {
          const clean = updatePage.page ?? '';
          setValue(clean);
          setSaved(clean);
          queryClient.setQueryData<GetAdminPageQuery>(getAdminPageQueryKey({ id }), (old) =>
            old?.page ? { page: { ...old.page, page: updatePage.page, pages: updatePage.pages } } : old,
          );
          toast.success(t('admin.pages.contentSaved'));
        },
      },
    );
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label={t('admin.pages.content')}>
      {save.isError && <ErrorBox error={save.error} />}
      <RichTextEditor id="page-content" label={t('admin.pages.content')} value={value} onChange={setValue} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('admin.pages.contentSave')}
        </button>
      </div>
      {saved !== null && (
        <div className="rte-saved">
          <p>{t('admin.pages.editor.saved')}</p>
          <pre data-testid="page-content-saved">{saved}</pre>
        </div>
      )}
    </form>
  );
}
