import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A route's component, loaded on first render, whose code can also be fetched ahead of it. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the module without drawing anything: the server loads every page it draws at start-up. */
  preload: () => Promise<unknown>;
};

/** React.lazy for a module's named export, so every route is its own chunk. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );
}
