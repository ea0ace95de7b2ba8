import StatsScreen from './StatsScreen';

/** /cms/banner-stats. */
export default function BannerStatsScreen() {
  return <StatsScreen kind="banner" />;
}
