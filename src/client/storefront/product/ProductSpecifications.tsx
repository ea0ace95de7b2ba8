import { useT } from './messages';
import { useScriptText } from '../../lib/i18n/translator';
import type { ProductDetails } from './types';

/** The product's values for its group's filters, in the filters' order. */
export function ProductSpecifications({ specifications }: { specifications: ProductDetails['specifications'] }) {
  const t = useT();
  const say = useScriptText();
  const rows = [...specifications].sort((a, b) => a.filter.position - b.filter.position);
  return (
    <section className="product-section product-specifications" aria-labelledby="product-specifications">
      <h2 id="product-specifications">{t('product.specifications')}</h2>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.filter.id}>
              <th scope="row">{say(row.filter.name)}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
