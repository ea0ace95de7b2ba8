import { useQueryClient } from '@tanstack/react-query';
import { getStorageFileAltsQueryKey, getStorageQueryKey, useGetStorageFileAltsQuery, useUpdateStorageAltsMutation } from '../../../../generated/hooks';
import { toast } from '../../lib/toast';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { AltTextFields } from './AltTextFields';

interface Props {
  id: string;
  /** The chosen file. */
  fileId: string;
  fileName: string;
}

/**
 * The chosen image's alt texts in both languages beside an admin form's image (banners, posts,
 * blocks' cards …): they belong to the file, wherever it is used, so they are saved here at once.
 */
export function ImageAltFields({ id, fileId, fileName }: Props) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const file = useGetStorageFileAltsQuery({ id: fileId });
  const save = useUpdateStorageAltsMutation();
  if (!file.data?.storageFile) return file.isError ? <ErrorBox error={file.error} /> : null;
  return (
    <>
      <AltTextFields
        key={fileId}
        id={id}
        fileName={fileName}
        alts={file.data.storageFile.alts}
        saving={save.isPending}
        onSave={(alts) =>
          save.mutate(
            { id: fileId, alts },
            {
              onSuccess: () => {
                toast.success(t('admin.catalog.alt.saved', { name: fileName }));
                void queryClient.invalidateQueries({ queryKey: getStorageFileAltsQueryKey({ id: fileId }) });
                void queryClient.invalidateQueries({ queryKey: getStorageQueryKey() });
              },
            },
          )
        }
      />
      {save.isError && <ErrorBox error={save.error} />}
    </>
  );
}
