// Whether the focus fell from an element, apart from what keeps it after a removal
// (focus-after-removal.ts): every button asks this (button.tsx), so it is on every page's first
// route, while keeping the focus after a deletion comes with the first dialog (dialogs-host.tsx).

/** The elements around `element`, from its parent up to the body's child. */
export function ancestorsOf(element: Element): Element[] {
  const ancestors: Element[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    ancestors.push(node);
  }
  return ancestors;
}

/**
 * Whether the focus has fallen from an element (`around`: its ancestors, `ancestorsOf`): to the
 * page's body, or to an element that held it. A focused button that is disabled or removed hands
 * the focus to the body, and an open dialog's focus trap then takes it to the dialog itself: the
 * next Tab started again at the dialog's first button.
 */
export function hasFocusFallen(around: readonly Element[]): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected || around.includes(active);
}
