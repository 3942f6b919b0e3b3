/**
 * A list screen's count cards (complaints, footage requests): each label with its number over the
 * whole list, not the page; 0 while the list loads.
 */
export function CountCards({
  label,
  counts,
}: {
  label: string;
  counts: readonly (readonly [label: string, value: number | undefined])[];
}) {
  return (
    <div className="admin-cards" role="group" aria-label={label}>
      {counts.map(([name, value]) => (
        <div key={name} className="admin-card">
          <p className="admin-card__label">{name}</p>
          <p className="admin-card__value">{(value ?? 0).toLocaleString('th-TH')}</p>
        </div>
      ))}
    </div>
  );
}
