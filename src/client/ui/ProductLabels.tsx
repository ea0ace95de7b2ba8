import { useT } from '../lib/i18n/useT';

interface Labelled {
  action: boolean;
  new: boolean;
  popular: boolean;
  sold_out: boolean;
}

/** A product's labels: on action, new, popular, sold out. */
export function ProductLabels({ product, className }: { product: Labelled; className: string }) {
  const t = useT();
  return (
    <p className={className}>
      {product.action && <span className="label label-action">{t('product.action')}</span>}
      {product.new && <span className="label label-new">{t('product.new')}</span>}
      {product.popular && <span className="label label-popular">{t('product.popular')}</span>}
      {product.sold_out && <span className="label label-sold-out">{t('product.soldOut')}</span>}
    </p>
  );
}
