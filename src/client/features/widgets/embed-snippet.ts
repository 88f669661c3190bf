import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";

/**
 * The code a club pastes into its website: the frame and a listener that gives it the height the
 * widget tells (height-message.ts), so it is never cut off. Only Tschutti's origin may set it, and
 * only on the frame the message came from: the listener looks the frame up by its window, not by
 * an id, because a club may paste the same widget twice on one page (an id would be doubled and
 * name the first frame only). Where a site allows no scripts, the frame keeps `height`: the
 * widget's usual content at a phone's width.
 */
export function widgetSnippet(src: string, title: string, height: number): string {
  const origin = new URL(src).origin;
  return `<iframe data-tschutti-widget src="${src}" title="${title}" width="100%" height="${height}" style="border:0;max-width:800px" loading="lazy"></iframe>
<script>
addEventListener("message", function (e) {
  if (e.origin !== "${origin}" || !e.data || e.data.type !== "${WIDGET_HEIGHT_MESSAGE}") return;
  var frames = document.querySelectorAll("iframe[data-tschutti-widget]");
  for (var i = 0; i < frames.length; i++)
    if (frames[i].contentWindow === e.source) frames[i].style.height = e.data.height + "px";
});
</script>`;
}
