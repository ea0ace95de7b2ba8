import StatsScreen from './StatsScreen';

/** /cms/brand-stats. */
export default function BrandStatsScreen() {
  return <StatsScreen kind="brand" />;
}
