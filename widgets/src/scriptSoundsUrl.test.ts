import { describe, expect, it } from 'vitest';
import { scriptSoundsUrl } from './scriptSoundsUrl';

describe('the script-tag build\'s default sound folder', () => {
  it('from jsDelivr or unpkg: the matching SDK version\'s sounds on the same CDN', () => {
    expect(scriptSoundsUrl('https://cdn.jsdelivr.net/npm/@stillpoint/widgets@0.1.0/dist/stillpoint-elements-Ab12.js', '0.1.0')).toBe(
      'https://cdn.jsdelivr.net/npm/@stillpoint/sdk@0.1.0/sounds/',
    );
    expect(scriptSoundsUrl('https://unpkg.com/@stillpoint/widgets@0.1.0/dist/stillpoint-elements-Ab12.js', '0.1.0')).toBe('https://unpkg.com/@stillpoint/sdk@0.1.0/sounds/');
  });

  it('an unpinned or ranged CDN URL still reads the SDK version the script was built with', () => {
    expect(scriptSoundsUrl('https://cdn.jsdelivr.net/npm/@stillpoint/widgets/dist/stillpoint-elements-Ab12.js', '0.1.0')).toBe('https://cdn.jsdelivr.net/npm/@stillpoint/sdk@0.1.0/sounds/');
    expect(scriptSoundsUrl('https://cdn.jsdelivr.net/npm/@stillpoint/widgets@0.1/dist/stillpoint-elements-Ab12.js', '0.1.0')).toBe('https://cdn.jsdelivr.net/npm/@stillpoint/sdk@0.1.0/sounds/');
  });

  it('hosted anywhere else: sounds/ beside the script, its query left behind', () => {
    expect(scriptSoundsUrl('https://example.org/assets/widgets/stillpoint-elements-Ab12.js', '0.1.0')).toBe('https://example.org/assets/widgets/sounds/');
    expect(scriptSoundsUrl('https://example.org/wp-content/plugins/sp/stillpoint-widgets.js?ver=1.2', '0.1.0')).toBe('https://example.org/wp-content/plugins/sp/sounds/');
  });
});
