export function FormAlert({ title, message }: { title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {title && <p className="font-semibold">{title}</p>}
      <p>{message}</p>
    </div>
  );
}
