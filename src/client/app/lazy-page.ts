import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export, so every route is its own chunk. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
