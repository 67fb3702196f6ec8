import { render, type ComponentChild, type ContainerNode } from 'preact';

/**
 * `react-dom/client` as the widget builds see it: `createRoot`, which is all
 * @r2wc/react-to-web-component uses (render into the element's shadow root, render again on an
 * attribute change, unmount on disconnect), on Preact core's `render`.
 */
export function createRoot(container: ContainerNode) {
  return {
    render(children: ComponentChild): void {
      render(children, container);
    },
    unmount(): void {
      render(null, container);
    },
  };
}
