import type { BreathingConfig, MeditationConfig } from '@stillpoint/sdk/catalog';
import { useNavigate } from 'react-router';
import { create } from 'zustand';

/** Where a session was started from: it is what the local log and the API's log entry say of it. */
export type SessionSource = 'preset' | 'library' | 'mood' | 'builder' | 'saved' | 'featured' | 'recommendation';

/** A session to run: its kind and config (checked by the runner with the catalog schemas), and what it is. */
export type SessionRequest = {
  /** The name shown while it runs and in the history (a preset's or saved session's name). */
  readonly title?: string;
  readonly source: SessionSource;
  /** The technique or preset id the log records (the config's `technique` or `preset` by default). */
  readonly technique?: string;
  /** The mood tile it answers, for the log's mood_tag. */
  readonly moodTag?: string;
} & ({ readonly kind: 'breathing'; readonly config: BreathingConfig } | { readonly kind: 'meditation'; readonly config: MeditationConfig });

interface SessionLauncherState {
  /** The session the /app/session screen runs; null once it ended (the screen then returns to the selector). */
  readonly current: SessionRequest | null;
  /** Counts launches, so that the same request launched again ("Again") is a new run of the session screen. */
  readonly launches: number;
  launch: (request: SessionRequest) => void;
  clear: () => void;
}

export const useSessionLauncher = create<SessionLauncherState>()((set) => ({
  current: null,
  launches: 0,
  launch: (request) => set((state) => ({ current: request, launches: state.launches + 1 })),
  clear: () => set({ current: null }),
}));

/** Starts a session for the signed-in user: the session screen (/app/session) runs it, then returns to the selector. */
export function useStartSession(): (request: SessionRequest) => void {
  const navigate = useNavigate();
  return (request) => {
    launchSession(request);
    void navigate('/app/session');
  };
}

/** Hands a session to the session screen; the caller goes there (/app/session). */
export const launchSession = (request: SessionRequest): void => useSessionLauncher.getState().launch(request);

/**
 * The technique or preset id a log entry records for a request (what the recommender's completion rates are kept
 * by); the session's own name travels beside it as the entry's title.
 */
export function techniqueOf(request: SessionRequest): string {
  if (request.technique) return request.technique;
  return request.kind === 'breathing' ? request.config.technique : (request.config.preset ?? request.config.type);
}

/** The log's title holds at most this many characters (the API contract's name(100), a saved session's name's bound). */
const TITLE_LENGTH = 100;

/** The name a log entry records for a request: the one the runner showed ("My morning 4-2-6", "Box Breathing"). */
export const titleOf = (request: SessionRequest): string | null => request.title?.trim().slice(0, TITLE_LENGTH) || null;
