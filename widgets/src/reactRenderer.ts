import type { R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

interface Mounted<Props> {
  readonly root: Root;
  readonly View: ComponentType<Props>;
}

/**
 * How r2wc mounts, updates and unmounts a view: what @r2wc/react-to-web-component does, with named
 * imports. That package reads `createElement` off React's default export, which under preact/compat
 * is one object holding every compat API (Suspense, lazy, portals, Children...), so the bundler had
 * to keep them all: 1.6 kB gzip of the widget script for nothing it uses.
 */
export function reactRenderer<Props extends object>(): R2WCRenderer<Props, Mounted<Props>> {
  return {
    mount(container, View, props) {
      const root = createRoot(container);
      root.render(createElement(View, props));
      return { root, View };
    },
    update({ root, View }, props) {
      root.render(createElement(View, props));
    },
    unmount({ root }) {
      root.unmount();
    },
  };
}
