// Temporary body for pages whose issue has not landed yet; it keeps the shell and the route answering 200.
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="container py-16">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-gray-600">This page is being built.</p>
    </section>
  );
}
