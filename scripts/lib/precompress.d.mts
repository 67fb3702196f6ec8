export interface Precompressed {
  readonly file: string;
  readonly bytes: number;
  readonly br: number;
  readonly gz: number;
}

/** Writes `.br` and `.gz` beside every compressible file over 1 kB in `folder`. */
export function precompress(folder: string): Promise<Precompressed[]>;
