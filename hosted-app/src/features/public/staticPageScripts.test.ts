import { runInNewContext } from 'node:vm';
import { currencyFor } from '@stillpoint/api/contract';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@stillpoint/test-support/app';
import { byZone, CONNECTION_SWAP, PRICE_SWAP } from './staticPageScripts';

/** PRICE_SWAP run on a page of one price in a browser whose time zone is `zone`: the text it writes and the mark it sets. */
function swapIn(zone: string) {
  const price = { textContent: '€2.99', dataset: { eur: '€2.99', usd: '$2.99' } };
  const root = { dataset: {} as Record<string, string> };
  const document = { querySelectorAll: () => [price], documentElement: root };
  const Intl = { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: zone }) }) };
  runInNewContext(PRICE_SWAP, { document, Intl });
  return [price.textContent, root.dataset['currency']];
}

describe('a static page’s inline scripts', () => {
  it('PRICE_SWAP writes the currency the contract’s rule gives for the browser’s zone', () => {
    for (const zone of ['Europe/Berlin', 'Europe/London', 'America/New_York', 'UTC', 'Etc/GMT+1', 'Asia/Tokyo', '']) {
      const currency = currencyFor(zone);
      expect(swapIn(zone), zone).toEqual([currency === 'EUR' ? '€2.99' : '$2.99', currency]);
    }
  });

  it('are inline scripts the server allows by their hashes, a few hundred bytes each', () => {
    for (const script of [PRICE_SWAP, CONNECTION_SWAP]) {
      expect(inlineHashes(`<body><script>${script}</script></body>`).scripts.length).toBe(1);
      expect(new TextEncoder().encode(script).length).toBeLessThan(600);
    }
    expect(byZone({ EUR: '€2.99', USD: '$2.99' })).toEqual({ 'data-eur': '€2.99', 'data-usd': '$2.99' });
  });
});
