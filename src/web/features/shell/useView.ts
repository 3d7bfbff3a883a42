import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pathForView, type View, viewForPath, viewFromChangeTab } from './views';

/** The view the path names; a `changeTab` window event moves to another one. */
export function useView(): [View, (view: View) => void] {
  const [location, navigate] = useLocation();
  const go = (view: View) => navigate(pathForView(view));
  useEffect(() => {
    const onChangeTab = (event: Event) => {
      const view = viewFromChangeTab(event instanceof CustomEvent ? event.detail : undefined);
      if (view) navigate(pathForView(view));
    };
    window.addEventListener('changeTab', onChangeTab);
    return () => window.removeEventListener('changeTab', onChangeTab);
  }, [navigate]);
  return [viewForPath(location), go];
}
