/** The club's live-ticker control tab. Built by the live-ticker feature. */
export function ManageLiveTab({ clubId }: { clubId: string }) {
  return (
    <p className="text-gray-600" data-club-id={clubId}>
      Der Live-Ticker ist in Arbeit.
    </p>
  );
}
