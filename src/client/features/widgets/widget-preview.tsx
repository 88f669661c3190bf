import { useEffect, useRef, useState } from "react";
import { isWidgetHeightMessage } from "#shared/widgets/height-message.ts";

/**
 * The widget as a club's website shows it with the copied code: first at the code's height,
 * then at the height the widget tells. Keyed by `src` where used: a new widget starts afresh.
 */
export function WidgetPreview({ src, title, height }: { src: string; title: string; height: number }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [told, setTold] = useState<number | null>(null);

  useEffect(() => {
    const origin = new URL(src).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (isWidgetHeightMessage(event.data)) setTold(event.data.height);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [src]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className="w-full max-w-[800px] rounded-lg border border-gray-200"
      style={{ height: told ?? height }}
      loading="lazy"
    />
  );
}
