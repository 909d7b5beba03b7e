// The storefront's feedback channel (spec §2 Shell, §8): a message area for success/error texts
// and a loader count for the overlay. Any feature calls showErrors/showSuccess/withLoader; the
// Layout renders <MessageArea/> and <LoaderOverlay/> from this state.
import { useSyncExternalStore } from 'react';
import { TIMINGS } from '@store/shared';
import { ApiError } from './api.ts';
import i18n from './i18n/index.ts';

export type MessageKind = 'error' | 'success';

export interface FeedbackMessage {
  id: number;
  kind: MessageKind;
  text: string;
}

interface FeedbackState {
  messages: FeedbackMessage[];
  /** imperative loader requests still open (withLoader / showLoader) */
  loaders: number;
}

let state: FeedbackState = { messages: [], loaders: 0 };
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: Partial<FeedbackState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function push(kind: MessageKind, text: string, ms: number): number {
  const id = nextId++;
  update({ messages: [...state.messages, { id, kind, text }] });
  timers.set(
    id,
    setTimeout(() => dismissMessage(id), ms),
  );
  return id;
}

/** Removes one message now (the close button, or its timer). */
export function dismissMessage(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (state.messages.some((m) => m.id === id)) update({ messages: state.messages.filter((m) => m.id !== id) });
}

/** spec §8: each error string in a red box for about 3.5 s. */
export function showErrors(messages: string[], ms: number = TIMINGS.errorDisplay): void {
  for (const text of messages) if (text) push('error', text, ms);
}

/** A success text (spec §9: most messages stay 0.5 s to 2 s; callers pass the spec's timing). */
export function showSuccess(message: string, ms = 2000): void {
  if (message) push('success', message, ms);
}

/** Shows what a failed call says: the server's errors[], or 'server error try again later'. */
export function showApiError(error: unknown): void {
  if (error instanceof ApiError) showErrors(error.errors.length ? error.errors : [error.message]);
  else if ((error as Error | undefined)?.name !== 'AbortError') showErrors([i18n.t('errors.server')]);
}

/** Opens a loader request; call the returned function (once) to close it. */
export function showLoader(): () => void {
  update({ loaders: state.loaders + 1 });
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    update({ loaders: Math.max(0, state.loaders - 1) });
  };
}

/** Runs a call with the loader overlay shown; the loader is hidden however it ends. */
export async function withLoader<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const hide = showLoader();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hide();
  }
}

/** Clears every message and loader (tests, full resets). */
export function resetFeedback(): void {
  timers.forEach((t) => clearTimeout(t));
  timers.clear();
  update({ messages: [], loaders: 0 });
}

export function useFeedbackMessages(): FeedbackMessage[] {
  return useSyncExternalStore(subscribe, () => state.messages, noMessages);
}

const NO_MESSAGES: FeedbackMessage[] = [];
/** the server (and hydration) show no messages and no loader */
function noMessages(): FeedbackMessage[] {
  return NO_MESSAGES;
}
const noLoaders = () => 0;

export function useImperativeLoaders(): number {
  return useSyncExternalStore(subscribe, () => state.loaders, noLoaders);
}
