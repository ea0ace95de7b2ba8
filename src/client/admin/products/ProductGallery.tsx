import type { ImageFragment } from '../../../../generated/client/graphql';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { DragHandle } from '../kit/sortable/DragHandle';
import { SortableGroup } from '../kit/sortable/SortableGroup';
import { useSortableItem } from '../kit/sortable/useSortableItem';

interface Props {
  gallery: ImageFragment[];
  onGallery: (gallery: ImageFragment[]) => void;
}

const nameOfImage = (image: ImageFragment) => image.alt || image.name;

/** The gallery's images in the order the product page shows them: dragged into place (pointer, touch or keyboard), or removed. */
export function ProductGallery({ gallery, onGallery }: Props) {
  const t = useAdminT();
  if (gallery.length === 0) return <p className="admin-hint">{t('product.galleryEmpty')}</p>;
  return (
    <SortableGroup
      layout="grid"
      ids={gallery.map((image) => image.id)}
      nameOf={(id) => nameOfImage(gallery.find((image) => image.id === id)!)}
      onReorder={(ids) => onGallery(ids.map((id) => gallery.find((image) => image.id === id)!))}
    >
      <ul className="admin-gallery" aria-label={t('product.gallery')}>
        {gallery.map((image) => (
          <GalleryImage key={image.id} image={image} onRemove={() => onGallery(gallery.filter((other) => other.id !== image.id))} />
        ))}
      </ul>
    </SortableGroup>
  );
}

function GalleryImage({ image, onRemove }: { image: ImageFragment; onRemove: () => void }) {
  const t = useAdminT();
  const sortable = useSortableItem(image.id);
  return (
    <li ref={sortable.ref} style={sortable.style} data-testid={`gallery-${image.id}`}>
      <Image image={image} alt={nameOfImage(image)} size="sm" />
      <span className="admin-gallery-actions">
        <DragHandle handle={sortable.handle} name={nameOfImage(image)} />
        <button type="button" className="button" aria-label={t('product.removeFromGallery', { name: image.name })} onClick={onRemove}>
          ×
        </button>
      </span>
    </li>
  );
}
