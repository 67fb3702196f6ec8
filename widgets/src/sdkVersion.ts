/**
 * The version of @stillpoint/sdk this package is built with and depends on (package.json pins it
 * exactly): the script-tag build reads that SDK's sound files from an npm CDN (scriptSoundsUrl.ts).
 * sdkVersion.test.ts keeps it equal to both package.json files.
 */
export const SDK_VERSION = '0.1.0';
