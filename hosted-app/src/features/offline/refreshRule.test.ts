import { describe, expect, it } from 'vitest';
import { isIosDevice, REFRESH_INTERVAL_MS, shouldOfferRefresh } from './refreshRule';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const NOW = Date.UTC(2026, 10, 27, 12);

describe('the refresh prompt rule', () => {
  it('is for iPhone, iPad and iPod only (an iPad reporting a Mac is known by its touch points)', () => {
    expect(isIosDevice(IPHONE)).toBe(true);
    expect(isIosDevice(IPHONE.replace('iPhone', 'iPod'))).toBe(true);
    expect(isIosDevice(IPHONE.replace('iPhone', 'iPad'))).toBe(true);
    expect(isIosDevice(IPAD_AS_MAC, 5)).toBe(true);
    expect(isIosDevice(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIosDevice(ANDROID, 5)).toBe(false);
  });

  it('offers a refresh when none was recorded, or the last one is an hour old or more', () => {
    expect(shouldOfferRefresh({ userAgent: IPHONE }, null, NOW)).toBe(true);
    expect(shouldOfferRefresh({ userAgent: IPHONE }, Number.NaN, NOW)).toBe(true);
    expect(shouldOfferRefresh({ userAgent: IPHONE }, NOW - REFRESH_INTERVAL_MS, NOW)).toBe(true);
    expect(shouldOfferRefresh({ userAgent: IPHONE }, NOW - REFRESH_INTERVAL_MS + 1, NOW)).toBe(false);
    expect(shouldOfferRefresh({ userAgent: IPHONE }, NOW - 1000, NOW)).toBe(false);
  });

  it('treats a recorded time in the future (a clock set back) as none, so the prompt is not lost for good', () => {
    expect(shouldOfferRefresh({ userAgent: IPHONE }, NOW + 60_000, NOW)).toBe(true);
  });

  it('never offers it elsewhere', () => {
    expect(shouldOfferRefresh({ userAgent: ANDROID }, null, NOW)).toBe(false);
    expect(shouldOfferRefresh({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }, null, NOW)).toBe(false);
  });
});
