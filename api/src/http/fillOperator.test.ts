import { describe, expect, it } from 'vitest';
import { OPERATOR_TOKENS } from '../contract/operator';
import { fillOperator } from './fillOperator';

describe('the operator written into a built page', () => {
  it('replaces every token, in text and attributes, escaping what HTML would read as markup', () => {
    const html = `<meta name="x" content="${OPERATOR_TOKENS.name}"><p>${OPERATOR_TOKENS.name}, ${OPERATOR_TOKENS.address}</p><a href="mailto:${OPERATOR_TOKENS.email}">${OPERATOR_TOKENS.email}</a><span>${OPERATOR_TOKENS.vatId}</span>`;
    const filled = fillOperator(html, { name: 'Calm & "Quiet" <B.V.>', address: "Ada's Lane 1", email: 'hello@stillpoint.app' });
    expect(filled).toBe(
      '<meta name="x" content="Calm &amp; &quot;Quiet&quot; &lt;B.V.&gt;"><p>Calm &amp; &quot;Quiet&quot; &lt;B.V.&gt;, Ada&#x27;s Lane 1</p><a href="mailto:hello@stillpoint.app">hello@stillpoint.app</a><span></span>',
    );
    expect(fillOperator(OPERATOR_TOKENS.vatId, { name: 'n', address: 'a', email: 'e@x.io', vatId: 'NL123456789B01' })).toBe('NL123456789B01');
  });
});
