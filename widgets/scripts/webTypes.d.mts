export interface WebTypes {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: Array<{
        name: string;
        description: string;
        attributes: Array<{ name: string; description?: string; value: { type: string } }>;
        events: Array<{ name: string; description?: string }>;
        js: { properties: Array<{ name: string; description?: string; type?: string }>; events: Array<{ name: string }> };
        css: { parts: Array<{ name: string; description?: string }>; properties: Array<{ name: string; description?: string }> };
      }>;
    };
  };
}
export function webTypes(manifest: unknown, pkg: { name: string; version: string }): WebTypes;
export function webTypesText(manifest: unknown, pkg: { name: string; version: string }): string;
