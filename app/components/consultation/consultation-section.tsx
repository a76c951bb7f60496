// PLACEHOLDER until the consultation issue lands: the reusable consultation form
// (on /contact as variant "contact", in the university sidebar as variant "sidebar").
export function ConsultationSection(_props: { variant: "contact" | "sidebar"; universityId?: number }) {
  return (
    <div className="card p-6">
      <h2 className="text-xl font-bold">Ready to Start Your Educational Journey?</h2>
      <p className="mt-2 text-gray-600">
        Get personalized guidance from our expert educational consultants. Schedule a free consultation today!
      </p>
    </div>
  );
}
