import { Link } from '../../lib/navigation';
import { useT } from './messages';
import type { CategoryNode } from './category-tree';

interface Props {
  nodes: readonly CategoryNode[];
  /** The listing's category path; its branch is opened. */
  current: readonly string[];
  linkFor: (path: string[]) => string;
}

const isOnPath = (node: CategoryNode, current: readonly string[]) => node.path.every((slug, index) => current[index] === slug);

function Branch({ nodes, current, linkFor }: Props) {
  return (
    <ul>
      {nodes.map((node) => {
        const open = isOnPath(node, current);
        const here = open && node.path.length === current.length;
        return (
          <li key={node.id} className={here ? 'category current' : 'category'}>
            <Link to={linkFor(node.path)} aria-current={here ? 'page' : undefined}>
              {node.name} <span className="category-count">({node.total})</span>
            </Link>
            {open && node.children.length > 0 && <Branch nodes={node.children} current={current} linkFor={linkFor} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The shop's category menu: the top level, with the branch of the current category opened. */
export function CategoryTree(props: Props) {
  const t = useT();
  if (props.nodes.length === 0) return null;
  return (
    <nav className="category-tree" aria-label={t('listing.categories')}>
      <h2>{t('listing.categories')}</h2>
      <Branch {...props} />
    </nav>
  );
}
