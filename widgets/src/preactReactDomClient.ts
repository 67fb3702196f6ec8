import { render, type ComponentChild, type ContainerNode } from 'preact';

/**
 * `react-dom/client` as the widget builds see it: `createRoot`, which is all widgetBase uses (render
 * into the element's shadow root, unmount on removal), on Preact core's `render`.
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
