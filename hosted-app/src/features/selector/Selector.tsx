/** Built in this feature work. */
export function Selector(_props: { user: import('@stillpoint/api/contract').User }) {
  return <h1>How are you feeling?</h1>;
}
