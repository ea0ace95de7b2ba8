import StatsScreen from './StatsScreen';

/** /cms/category-stats. */
export default function CategoryStatsScreen() {
  return <StatsScreen kind="category" />;
}
