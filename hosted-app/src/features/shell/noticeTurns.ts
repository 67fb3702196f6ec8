import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The notices that may come over the app on their own: a new version (Update, or iOS's Refresh), Safari's audio
 * limits, and the install hint. They take turns, one at a time, each whole and pressable (on an iPhone
 * all three came at once and the install hint covered Refresh and Later), in this order: the new version first
 * (one press, and everything after it is the new code), then what to know before a session on this device, then
 * the install offer, which can always wait.
 */
export const NOTICE_ORDER = ['update', 'audio-limits', 'install'] as const;
export type NoticeName = (typeof NOTICE_ORDER)[number];

/** A notice that is still deciding whether to show (the refresh prompt's 2 s) holds back those after it. */
export type NoticeWish = 'deciding' | 'showing';

/** The notice whose turn it is: the first that wants to show, unless one before it is still deciding. */
export function noticeInTurn(wishes: Readonly<Partial<Record<NoticeName, NoticeWish>>>): NoticeName | null {
  for (const name of NOTICE_ORDER) {
    if (wishes[name] === 'deciding') return null;
    if (wishes[name] === 'showing') return name;
  }
  return null;
}

const useWishes = create<{ readonly wishes: Readonly<Partial<Record<NoticeName, NoticeWish>>> }>()(() => ({ wishes: {} }));

const wish = (name: NoticeName, value: NoticeWish | null) =>
  useWishes.setState(({ wishes }) => {
    const { [name]: _left, ...others } = wishes;
    return { wishes: value ? { ...others, [name]: value } : others };
  });

/**
 * Says what a notice wants (null: not to show) and answers whether it is its turn. A notice waiting its turn stays
 * in the page, hidden, so it comes as soon as the one before it is done.
 */
export function useNoticeTurn(name: NoticeName, value: NoticeWish | null): boolean {
  useEffect(() => {
    wish(name, value);
    return () => wish(name, null);
  }, [name, value]);
  return useWishes((state) => noticeInTurn(state.wishes) === name);
}
