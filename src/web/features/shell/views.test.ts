import { describe, expect, it } from 'vitest';
import { pathForView, tabForView, viewForPath, viewFromChangeTab } from './views';

describe('path to view', () => {
  it.each([
    ['/app', 'boxes'],
    ['/boxes', 'boxes'],
    ['/app/goals', 'goals'],
    ['/goals', 'goals'],
    ['/reports', 'reports'],
    ['/search', 'search'],
    ['/settings', 'settings'],
    ['/contact', 'contact'],
    ['/cestino', 'trash'],
    ['/korai', 'korai'],
    ['/ai', 'korai'],
    ['/app/korai', 'korai'],
    ['/app/nonsense', 'boxes'],
  ])('%s shows %s', (path, view) => {
    expect(viewForPath(path)).toBe(view);
  });

  it('search lights the Report tab; settings lights none', () => {
    expect(tabForView('search')).toBe('reports');
    expect(tabForView('settings')).toBeNull();
  });

  it('every view has a path that leads back to it', () => {
    for (const view of ['boxes', 'goals', 'reports', 'korai', 'search', 'settings', 'contact', 'trash'] as const) {
      expect(viewForPath(pathForView(view))).toBe(view);
    }
  });
});

describe('the changeTab event', () => {
  it('takes a tab name or { tab }', () => {
    expect(viewFromChangeTab('goals')).toBe('goals');
    expect(viewFromChangeTab({ tab: 'reports' })).toBe('reports');
    expect(viewFromChangeTab('korai')).toBe('korai');
    expect(viewFromChangeTab({ tab: 'ai' })).toBe('korai');
  });

  it('ignores tabs that do not exist and anything else', () => {
    expect(viewFromChangeTab('nonsense')).toBeNull();
    expect(viewFromChangeTab(42)).toBeNull();
    expect(viewFromChangeTab(undefined)).toBeNull();
  });
});
