import { pickLocale } from '@stillpoint/sdk/catalog';
import { useEffect } from 'react';
import { useUserStore } from '../features/auth/userStore';
import { useAppLocaleStore, type AppLocale } from './appLocaleStore';
import { pseudoLocaleOn } from './pseudoLocale';

/** The language the app shows: the account's once someone is signed in, else the browser's (navigator.languages), else English. */
export function wantedLocale(accountLocale: AppLocale | undefined): AppLocale {
  if (pseudoLocaleOn()) return 'pseudo';
  return accountLocale ?? pickLocale(navigator.languages);
}

/** Keeps the app's language on the one it should follow, after the first render (which is English, as prerendered). */
export function AppLocaleFollower() {
  const accountLocale = useUserStore((state) => state.user?.locale);
  useEffect(() => void useAppLocaleStore.getState().want(wantedLocale(accountLocale)), [accountLocale]);
  return null;
}
