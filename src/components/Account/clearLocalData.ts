/**
 * Forgets what this site kept in the browser's local storage when the session ends (spec:
 * clearing the token clears local storage). Storage can be unavailable (privacy modes).
 */
export function clearLocalData() {
  try {
    window.localStorage.clear()
  } catch {
    // Nothing stored, nothing to clear.
  }
}
