import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";

/** A name for the frame from its address: two widgets on one page get two names. */
function frameId(src: string): string {
  let hash = 2166136261;
  for (const char of src) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return `tschutti-${(hash >>> 0).toString(36)}`;
}

/**
 * The code a club pastes into its website: the frame and a listener that gives it the height the
 * widget tells (height-message.ts), so it is never cut off. Only Tschutti's origin and this very
 * frame may set it. Where a site allows no scripts, the frame keeps `height`: the widget's usual
 * content at a phone's width.
 */
export function widgetSnippet(src: string, title: string, height: number): string {
  const id = frameId(src);
  const origin = new URL(src).origin;
  return `<iframe id="${id}" src="${src}" title="${title}" width="100%" height="${height}" style="border:0;max-width:800px" loading="lazy"></iframe>
<script>
addEventListener("message", function (e) {
  var frame = document.getElementById("${id}");
  if (frame && e.origin === "${origin}" && e.source === frame.contentWindow && e.data.type === "${WIDGET_HEIGHT_MESSAGE}")
    frame.style.height = e.data.height + "px";
});
</script>`;
}
