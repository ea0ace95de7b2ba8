import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { getProductsWithPaginationQueryKey, useDeleteProductMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { ADMIN_HOME } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';

/** Deletes the product after the administrator confirms it; the list is shown afterwards. */
export function DeleteProductButton({ id, name }: { id: string; name: string }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteProductMutation();
  const [asking, setAsking] = useState(false);

  const onConfirm = () =>
    remove.mutate(
      { id },
      {
        onSuccess: ({ deleteProduct }) => {
          if (!deleteProduct.success) return;
          void queryClient.invalidateQueries({ queryKey: getProductsWithPaginationQueryKey() });
          toast.success(t('product.deleted', { name }));
          void navigate(ADMIN_HOME, { replace: true });
        },
      },
    );

  const refused = remove.data && !remove.data.deleteProduct.success ? remove.data.deleteProduct.error : null;
  return (
    <div className="admin-delete">
      <ErrorBox error={remove.error} message={refused ?? undefined} />
      {asking ? (
        <div role="alertdialog" aria-labelledby="delete-question" className="admin-confirm">
          <p id="delete-question">{t('product.deleteQuestion', { name })}</p>
          <button type="button" className="button button-primary" onClick={onConfirm} disabled={remove.isPending}>
            {t('product.deleteConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setAsking(false)} autoFocus>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button admin-danger" onClick={() => setAsking(true)}>
          {t('product.delete')}
        </button>
      )}
    </div>
  );
}
