// What an in-process API call's answer depends on (issue 24): its address with the parameters in
// one order, and every header it carries. The main thread shares a page request's answers by it
// (ssr.ts pageCalls), and a render thread (render-worker.mjs) finds by it the answers the main
// thread handed over with the task. Plain JavaScript so that both threads load it as it is.
import { URL } from 'node:url';

/**
 * @param {{ url: string; headers?: Record<string, string> }} call
 * @returns {string}
 */
export function callKey(call) {
  const url = new URL(call.url, 'http://in-process');
  url.searchParams.sort();
  const headers = Object.entries(call.headers ?? {})
    .map(([k, v]) => `${k.toLowerCase()}:${v}`)
    .sort();
  return `${url.pathname}${url.search}\n${headers.join('\n')}`;
}
