// Market data is an extra on pages that others own: where a page is rendered without a query client (a component
// test of the page alone), the extra stays out instead of breaking the page.
import { useContext, type ComponentType } from 'react';
import { QueryClientContext } from '@tanstack/react-query';

export function whenQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return useContext(QueryClientContext) ? <Component {...props} /> : null;
  }
  Guarded.displayName = `whenQueries(${Component.displayName ?? Component.name})`;
  return Guarded;
}
