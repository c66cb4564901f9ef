// When the map's code cannot load (a dropped connection), its place says so instead of breaking the page (PRODUCT §8).
import { Component, type ReactNode } from 'react';

export class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
