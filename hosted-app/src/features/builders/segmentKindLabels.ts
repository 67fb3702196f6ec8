import type { SegmentKind } from '@stillpoint/sdk/catalog';

/** What each kind of segment is called on screen. */
export const SEGMENT_KIND_LABELS: { readonly [K in SegmentKind]: string } = { settle: 'Settle', sit: 'Sit', walk: 'Walk' };
