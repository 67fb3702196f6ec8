export interface HtmlCustomData {
  version: number;
  tags: Array<{ name: string; description: string; attributes: Array<{ name: string; description?: string }>; references: Array<{ name: string; url: string }> }>;
}
export function htmlCustomData(manifest: unknown): HtmlCustomData;
export function htmlCustomDataText(manifest: unknown): string;
