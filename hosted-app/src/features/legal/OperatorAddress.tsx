import { useOperator } from './useOperator';

/** Who runs the site and how to reach them: name, postal address, e-mail and, where there is one, the VAT id. */
export function OperatorAddress() {
  const operator = useOperator();
  return (
    <address className="operator">
      <strong>{operator.name}</strong>
      <br />
      {operator.address}
      <br />
      <a href={`mailto:${operator.email}`}>{operator.email}</a>
      {/* Always rendered (the build cannot know whether there is one); hidden by CSS when the server wrote none. */}
      <span className="operator__vat">
        <br />
        VAT ID: <span>{operator.vatId}</span>
      </span>
    </address>
  );
}
