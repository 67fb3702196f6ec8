import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts (`Read <guide>the guide</guide> first`), each part rendered by its own
 * function (a link, `<strong>`): the words stay whole in the catalog, in each language's order.
 */
export function richText(text: string, parts: Readonly<Record<string, (children: string) => ReactNode>>): ReactNode {
  const nodes: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = '', inner = ''] = match;
    nodes.push(text.slice(at, match.index));
    const render = parts[name];
    nodes.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    at = match.index + whole.length;
  }
  nodes.push(text.slice(at));
  return nodes;
}
