/** Messages about one field or one form, red, each on its own line; `id` is what `aria-describedby` points at. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="form-error m-0 list-none p-0">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
