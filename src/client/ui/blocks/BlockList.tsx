import type { Block } from './block-types';
import { BannersBlock } from './BannersBlock';
import { BlogCarouselBlock } from './BlogCarouselBlock';
import { BrandsBlock } from './BrandsBlock';
import { CardsBlock } from './CardsBlock';
import { CategoriesBlock } from './CategoriesBlock';
import { ProductsCarouselBlock } from './ProductsCarouselBlock';
import { SliderBlock } from './SliderBlock';
import { TextBlock } from './TextBlock';

function BlockView({ block }: { block: Block }) {
  const { title, content } = block;
  switch (content.__typename) {
    case 'SliderContent':
      return <SliderBlock title={title} content={content} />;
    case 'BannersContent':
      return <BannersBlock title={title} content={content} />;
    case 'ProductsCarouselContent':
      return <ProductsCarouselBlock title={title} content={content} />;
    case 'CategoriesContent':
      return <CategoriesBlock title={title} content={content} />;
    case 'TextContent':
      return <TextBlock title={title} content={content} />;
    case 'BrandsContent':
      return <BrandsBlock title={title} content={content} />;
    case 'BlogCarouselContent':
      return <BlogCarouselBlock title={title} content={content} />;
    case 'CardsContent':
      return <CardsBlock title={title} content={content} />;
    default:
      return null;
  }
}

/** A page's design blocks in their order; any page with blocks can show them through this. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {[...blocks]
        .sort((a, b) => a.position - b.position)
        .map((block) => (
          <BlockView key={block.id} block={block} />
        ))}
    </>
  );
}
