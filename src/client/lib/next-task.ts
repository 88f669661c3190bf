/**
 * Resolves in a task of its own, after the browser has had its turn (input, rendering): for
 * splitting start-up work so no single task blocks a phone's main thread for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
