import { OPERATOR_TOKENS, type Operator } from '../contract/operator';
import { escapeHtml } from '../escapeHtml';

/**
 * A built page with the operator's details written over the tokens the build left for them (contract/operator.ts),
 * escaped for HTML text and attribute values alike. A missing VAT id leaves an empty string.
 */
export function fillOperator(html: string, operator: Operator): string {
  let filled = html;
  for (const key of Object.keys(OPERATOR_TOKENS) as (keyof Operator)[]) filled = filled.replaceAll(OPERATOR_TOKENS[key], escapeHtml(operator[key] ?? ''));
  return filled;
}
