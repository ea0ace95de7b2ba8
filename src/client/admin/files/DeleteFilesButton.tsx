import { useId, useState } from 'react';
import { Link } from '../../lib/navigation';
import { useDeleteStorageInUseMutation, useDeleteStorageMutation, useGetStorageUsagesQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { usageHref, usagesByFile } from './file-usages';

interface Props {
  /** The selected files. */
  files: readonly { id: string; name: string }[];
  /** After the files are deleted. */
  onDeleted: () => void;
}

/**
 * Deletes the selected files after asking. The question says where each file is used (read when it
 * opens); a file in use is deleted only with the button that says its uses are removed too.
 */
export function DeleteFilesButton({ files, onDeleted }: Props) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const ids = files.map((file) => file.id);
  const usages = useGetStorageUsagesQuery({ ids }, { enabled: asking, staleTime: 0, gcTime: 0 });
  const remove = useDeleteStorageMutation();
  const removeInUse = useDeleteStorageInUseMutation();
  const uses = usages.data?.storageUsages ?? [];
  const byFile = usagesByFile(ids, uses);
  const pending = remove.isPending || removeInUse.isPending;
  const refusal = remove.data?.deleteStorage.success === false ? remove.data.deleteStorage.error : null;

  const close = () => {
    setAsking(false);
    remove.reset();
    removeInUse.reset();
  };
  const done = (success: boolean) => {
    if (!success) {
      // Something started using a file meanwhile: ask again, with its uses.
      void usages.refetch();
      return;
    }
    close();
    onDeleted();
  };
  const confirm = () => {
    if (uses.length > 0) removeInUse.mutate({ ids }, { onSuccess: ({ deleteStorage }) => done(deleteStorage.success) });
    else remove.mutate({ ids }, { onSuccess: ({ deleteStorage }) => done(deleteStorage.success) });
  };

  if (!asking) {
    return (
      <button type="button" className="button admin-danger" onClick={() => setAsking(true)}>
        {t('admin.files.deleteSelected', { count: files.length })}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={questionId} aria-busy={usages.isFetching} className="admin-confirm files-delete">
      <p id={questionId}>
        {usages.isSuccess && uses.length > 0
          ? t('admin.files.deleteInUseQuestion', { count: files.length })
          : t('admin.files.deleteQuestion', { count: files.length })}
      </p>
      {usages.isPending && <Spinner label={t('admin.files.checkingUses')} />}
      <ErrorBox error={usages.error ?? remove.error ?? removeInUse.error} message={refusal ?? undefined} />
      {usages.isSuccess && uses.length > 0 && (
        <ul className="files-usages">
          {files.map((file) => {
            const fileUses = byFile.get(file.id) ?? [];
            return (
              <li key={file.id}>
                <strong>{t('admin.files.quoted', { name: file.name })}</strong>
                {fileUses.length === 0 ? (
                  <span> — {t('admin.files.notUsed')}</span>
                ) : (
                  <ul aria-label={t('admin.files.usesOf', { name: file.name })}>
                    {fileUses.map((use) => (
                      <li key={`${use.kind}-${use.id}-${use.place}`}>
                        {t(`admin.files.kind.${use.kind}`)}{' '}
                        <Link to={usageHref(use)}>{t('admin.files.quoted', { name: use.name })}</Link> — {t(`admin.files.place.${use.place}`)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button button-primary" onClick={confirm} disabled={pending || !usages.isSuccess || usages.isFetching}>
        {uses.length > 0 ? t('admin.files.deleteInUse', { count: uses.length }) : t('product.deleteConfirm')}
      </button>
      <button type="button" className="button" onClick={close} autoFocus>
        {t('common.cancel')}
      </button>
    </div>
  );
}
