/*
 * "Not now" to the deposit-limit prompt, remembered for the tab (issue 16 §5): apart from the prompt's market
 * rules (deposit-limit-prompt.ts), which come with the deposit only for a player without a deposit yet (issue 19).
 */

const declinedKey = (playerId: string) => `depositLimitPrompt.declined.${playerId}`;

/** Whether the player answered "Not now" in this tab (sessionStorage; false when it cannot be read). */
export function promptDeclined(playerId: string, storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(declinedKey(playerId)) === 'true';
  } catch {
    return false;
  }
}

/** Remembers "Not now" for the tab, so the deposit opens straight away until the tab closes. */
export function rememberPromptDeclined(playerId: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(declinedKey(playerId), 'true');
  } catch {
    // Private mode may refuse storage: the prompt then shows again next time, which is harmless.
  }
}
