import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useNavigate } from '../../lib/navigation';
import { getProductsWithPaginationQueryKey, useDeleteProductMutation } from '../../../../generated/hooks';
import { ADMIN_HOME } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { ConfirmDelete } from '../kit/ConfirmDelete';

/** Deletes the product after the administrator confirms it; the list is shown afterwards. */
export function DeleteProductButton({ id, name }: { id: string; name: string }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteProductMutation();

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
    <ConfirmDelete
      label={t('product.delete')}
      question={t('product.deleteQuestion', { name })}
      pending={remove.isPending}
      error={remove.error}
      refusal={refused}
      onConfirm={onConfirm}
    />
  );
}
