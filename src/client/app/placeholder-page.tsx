/** A route whose screen is not built yet says so plainly, instead of showing fake content. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">Diese Seite ist in Arbeit.</p>
    </div>
  );
}
