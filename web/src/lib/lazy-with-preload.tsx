import { type ComponentType, createElement, lazy } from 'react';
import { i18n, type Namespace } from '../i18n';

/**
 * React.lazy whose code can be asked for before React renders it (`preload`), one download
 * for both, and which renders at once, without suspending, when its code is already here. A
 * page drawn by the server asks for the code of what it shows before hydrating: a part that
 * waits for its code mid-way stays as the server drew it, and should the page above render
 * again meanwhile (the database opened, the session was checked), React throws that part's
 * HTML away and draws it anew, since it cannot tell whether the change reaches into it. A
 * failed load is tried again by the next call.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * A screen as lazyWithPreload: its module's export `name`, asked for together with the texts
 * it shows first (`texts`), not once it has rendered and suspended on them — a round trip less
 * before it appears.
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M,
  texts: Namespace | Namespace[],
) {
  return lazyWithPreload<P>(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(texts)]);
    return module[name] as ComponentType<P>;
  });
}
