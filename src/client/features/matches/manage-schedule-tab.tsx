/** The club's schedule tab (club-management spec, tab schedule). Built by the matches feature. */
export function ManageScheduleTab({ clubId }: { clubId: string }) {
  return (
    <p className="text-gray-600" data-club-id={clubId}>
      Der Spielplan ist in Arbeit.
    </p>
  );
}
