// /feed: the main feed — presets, search, filter, the list or the map.
import { FeedScreen } from './feed-screen.tsx';

export default function FeedPage() {
  return <FeedScreen mode="feed" />;
}
