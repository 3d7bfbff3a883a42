import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen whose code loads when it is first shown: the module's named export, as React.lazy wants it. */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
