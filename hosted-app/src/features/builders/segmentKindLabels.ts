import type { MessageKey, SegmentKind } from '@stillpoint/sdk/catalog';

/** What each kind of segment is called on screen: its key in the SDK's catalog (the runner's phase label says the same). */
export const SEGMENT_KIND_LABELS: { readonly [K in SegmentKind]: MessageKey } = { settle: 'segment.settle', sit: 'segment.sit', walk: 'segment.walk' };
