/**
 * Runs `task` once the page has loaded and the browser has a quiet moment (`requestIdleCallback`, at most
 * `timeoutMs` later; where there is none, right after the load event). For third-party widgets (support
 * chat, CRM inbox): their scripts and calls then queue behind the page's own texts, profile and area code
 * instead of taking the browser's six connections to the platform's origin first.
 */
export function afterPageLoad(task: () => void, { timeoutMs = 3000, win = window }: { timeoutMs?: number; win?: Window } = {}): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else win.setTimeout(task, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
