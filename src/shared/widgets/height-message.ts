// A widget frame tells the page that embeds it how tall its content is; the snippet a club copies
// listens and sizes the frame, so no widget is cut off or scrolls inside at any width.

export const WIDGET_HEIGHT_MESSAGE = "tschutti:widget-height";

export interface WidgetHeightMessage {
  type: typeof WIDGET_HEIGHT_MESSAGE;
  /** The widget's path and query ('/widget/teams/…/matches'). */
  widget: string;
  /** The content's height in CSS pixels. */
  height: number;
}

export function isWidgetHeightMessage(data: unknown): data is WidgetHeightMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, height } = data as Partial<WidgetHeightMessage>;
  return type === WIDGET_HEIGHT_MESSAGE && typeof height === "number" && height > 0;
}
