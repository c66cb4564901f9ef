// /search: the same results, starting from the search field, with the filter docked beside the list on desktop.
import { FeedScreen } from './feed-screen.tsx';

export default function SearchPage() {
  return <FeedScreen mode="search" />;
}
