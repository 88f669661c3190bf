import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { clockStateOf, eventTimeNow } from "#shared/matches/clock.ts";
import { takesEventChanges } from "#shared/matches/control.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import type { DiscardQuestion } from "../../ui/crud/use-discard-guard.ts";
import { KeptTabsContent, Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { EditableEventList } from "../matches/editable-event-list.tsx";
import { EVENT_TOASTS, EventForm, eventFormTitle } from "../matches/event-form.tsx";
import { useEventEdit } from "../matches/use-event-edit.ts";
import { LIVE_LOAD_MESSAGES } from "./api.ts";
import { LineupTab } from "./lineup-editor.tsx";

/** Below `sm` a tab may shrink and break its label (one word stays whole): the row's width is the dialog's. */
const PHONE_TAB =
  "max-sm:shrink max-sm:justify-center max-sm:whitespace-normal max-sm:wrap-normal max-sm:text-center";

/**
 * The live control's tabs: «Ereignisse» (the list, newest first), the event form («Neues
 * Ereignis», «Ereignis bearbeiten» while one is changed; not for a match that takes no event
 * changes) and «Aufstellung». `onHiddenFormTabChange`: the form's tab while another tab shows,
 * null while the form is in sight, for the dialog's close question.
 */
export interface ControlTabsProps {
  match: MatchSummary;
  clubId: string | null;
  now: Date;
  isEventDirty: boolean;
  askDiscard: DiscardQuestion;
  onEventDirtyChange: (isDirty: boolean) => void;
  onHiddenFormTabChange: (tab: string | null) => void;
}

export function ControlTabs({
  match,
  clubId,
  now,
  isEventDirty,
  askDiscard,
  onEventDirtyChange,
  onHiddenFormTabChange,
}: ControlTabsProps) {
  const [tab, setTab] = useState("events");
  const hasEventForm = takesEventChanges(match);
  const shownTab = !hasEventForm && tab === "new" ? "events" : tab;
  // «… bearbeiten» lies on «Ereignisse», the form on a tab of its own, hidden while the list shows.
  const { editing, setEditing, edit, formArea } = useEventEdit({
    isDirty: isEventDirty,
    askDiscard,
    isFormOnOwnTab: true,
  });
  const formTabLabel = eventFormTitle(editing);
  // The form stays (hidden) while another tab shows: a half-typed event is there on the way
  // back, and a visit to «Ereignisse» asks nothing. Untouched, it is filled anew as its tab
  // opens (a new key), so it starts at the clock's minute then, not at the one it was first
  // opened at; what was typed is never overwritten by the clock.
  const [formKey, setFormKey] = useState(0);
  // In the commit of the tab change: an Escape pressed right after it asks the right question.
  useLayoutEffect(
    () => onHiddenFormTabChange(hasEventForm && shownTab !== "new" ? formTabLabel : null),
    [hasEventForm, shownTab, formTabLabel, onHiddenFormTabChange],
  );
  const eventTime = eventTimeNow(clockStateOf(match), now);

  function changeTab(next: string) {
    if (next === "new" && tab !== "new" && !isEventDirty) setFormKey((key) => key + 1);
    setTab(next);
  }

  /**
   * «… bearbeiten» switches to the form's tab, which takes its list and button away: the form's
   * first field takes the focus (useEventEdit). A tab chosen in the tab list keeps it there.
   */
  async function openEdit(event: MatchEventView) {
    if (await edit(event)) setTab("new");
  }

  // The event whose change was just saved or given up. On a phone the list lies far below the
  // control's buttons: the focus fell to the dialog, which scrolled to its top, and the corrected
  // event was out of sight. Its pencil takes the focus back as the list shows again (its panel
  // mounts anew), which scrolls it into view.
  const returnFocusTo = useRef<string | null>(null);
  const eventsArea = useCallback((element: HTMLDivElement | null) => {
    const id = returnFocusTo.current;
    if (!element || id === null) return;
    returnFocusTo.current = null;
    const pencils = element.querySelectorAll<HTMLElement>("[data-edits-event]");
    [...pencils].find((pencil) => pencil.dataset.editsEvent === id)?.focus();
  }, []);

  function closeForm() {
    returnFocusTo.current = editing?.id ?? null;
    setEditing(null);
    setTab("events");
  }

  return (
    <Tabs value={shownTab} onValueChange={changeTab} className="mt-5">
      {/* On a phone the three tabs were wider than the dialog and «Aufstellung» lay half beyond
          its edge: here a two-word label may shrink onto two lines, so all three fit. */}
      <TabsList aria-label="Live-Ticker">
        <TabsTrigger value="events" className={PHONE_TAB}>
          Ereignisse
        </TabsTrigger>
        {hasEventForm ? (
          <TabsTrigger value="new" className={PHONE_TAB}>
            {formTabLabel}
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="lineup" className={PHONE_TAB}>
          Aufstellung
        </TabsTrigger>
      </TabsList>
      <TabsContent value="lineup">
        <LineupTab match={match} clubId={clubId} />
      </TabsContent>
      <TabsContent value="events">
        <div ref={eventsArea} className="contents">
          <EditableEventList
            match={match}
            isNewestFirst
            loadFailedMessage={LIVE_LOAD_MESSAGES.loadFailed}
            deleteFailedToast={EVENT_TOASTS.liveDeleteFailed}
            onEdit={(event) => void openEdit(event)}
            onDeleted={(id) => {
              if (editing?.id === id) setEditing(null);
            }}
          />
        </div>
      </TabsContent>
      {hasEventForm ? (
        <KeptTabsContent value="new" openValue={shownTab}>
          <div ref={formArea} className="contents">
            <EventForm
              key={formKey}
              match={match}
              source="live"
              editing={editing}
              defaultMinute={eventTime.minute}
              defaultAddedMinute={eventTime.addedMinute}
              onDirtyChange={onEventDirtyChange}
              onDone={closeForm}
              onCancelEdit={closeForm}
            />
          </div>
        </KeptTabsContent>
      ) : null}
    </Tabs>
  );
}
